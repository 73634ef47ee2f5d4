import { useEffect, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ApplicantApplicationView } from '@institute/core/application-status/schema';
import type { ApplicationStatus } from '@institute/core/application/status';
import { InstituteTime } from '../../components/institute-time';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { ApiError } from '../../lib/api';
import { focusOnMount } from '../../lib/focus-on-mount';
import { savedCodeFailure, viewApplications, type CodeFailure } from './api/application-status';
import { forgetView, saveView, useSavedView } from './lib/saved-view';
import { CodeStep, EmailStep, type CodeNotice } from './steps';

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  new: 'blue',
  contacted: 'grape',
  waitlisted: 'yellow',
  accepted: 'green',
  declined: 'gray',
};

const BADGE_WRAPS = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 },
} as const;

function ApplicationList({
  applications,
  restored,
  onRestart,
}: {
  applications: ApplicantApplicationView[];
  /** Shown again after a reload: the focus stays where the browser puts it on page load. */
  restored: boolean;
  onRestart: () => void;
}) {
  const focus = restored ? undefined : focusOnMount;
  if (applications.length === 0) {
    return (
      <Stack gap="md">
        <Text ref={focus} tabIndex={-1}>
          We have no applications for this address. If you applied with another address, ask for a
          code with that one; or{' '}
          <Anchor component={Link} to="/enroll" underline="always">
            apply for a course
          </Anchor>
          .
        </Text>
        <Button variant="default" onClick={onRestart} style={{ alignSelf: 'flex-start' }}>
          Use another address
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, md: 26 }} id="your-applications" ref={focus} tabIndex={-1}>
        Your applications
      </Title>
      <Stack
        component="ul"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="your-applications"
      >
        {applications.map((application) => (
          <Card key={application.reference} component="li" withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={3} fz="lg">
                  {application.course}
                </Title>
                <Badge
                  color={STATUS_COLORS[application.status]}
                  variant="light"
                  size="lg"
                  // A long label ("Being reviewed – on the waitlist") wraps on a phone, never cut.
                  styles={BADGE_WRAPS}
                >
                  {application.status_label}
                </Badge>
              </Group>
              <Text>{application.status_detail}</Text>
              <Text size="sm" c="dimmed">
                Applied on <InstituteTime at={application.applied_at} /> (Malaysia time) · Reference{' '}
                {application.reference}
              </Text>
              {application.last_message && (
                <Text size="sm">
                  Last message we sent you: “{application.last_message.subject}”, on{' '}
                  <InstituteTime at={application.last_message.sent_at} /> (Malaysia time)
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
      <Text size="sm">
        To see, correct or erase the details we hold about you, read{' '}
        <Anchor component={Link} to="/privacy" underline="always">
          how we use your data
        </Anchor>
        : it says whom to write to.
      </Text>
      <Button variant="default" onClick={onRestart} style={{ alignSelf: 'flex-start' }}>
        Check another address
      </Button>
    </Stack>
  );
}

type Step =
  | { kind: 'email'; restarted: boolean }
  | {
      kind: 'code';
      email: string;
      notice?: CodeNotice;
      savedFailure?: CodeFailure;
      /** Shown again after a reload: the focus stays where the browser puts it on page load. */
      restored?: boolean;
    }
  | { kind: 'list'; applications: ApplicantApplicationView[]; restored: boolean };

/**
 * The applicant's status page, without an account: an address, a code e-mailed to it, then the
 * applications of that address with their status in plain words. The address a code went to, and
 * the code that showed the applications, are kept for the tab's life, so a reload returns to the
 * same step without asking for another code.
 */
export function ApplicationStatusPage() {
  usePageMeta(
    'Application Status',
    'See where your application stands: we e-mail you a code, no account needed.',
  );
  const [step, setStep] = useState<Step>({ kind: 'email', restarted: false });
  const restart = () => {
    forgetView();
    setStep({ kind: 'email', restarted: true });
  };

  const saved = useSavedView();
  const kept = step.kind === 'email' && !step.restarted ? saved : undefined;
  // Until the page is left or restarted, a kept view is shown again (its code is checked anew),
  // and a code asked for before the reload is awaited as before.
  const restoring = kept && 'code' in kept ? kept : undefined;
  const awaiting: Step | undefined =
    kept && 'sent' in kept
      ? { kind: 'code', email: kept.email, notice: kept.sent, restored: true }
      : undefined;
  const shown = awaiting ?? step;
  useEffect(() => {
    if (!restoring) return;
    viewApplications(restoring.email, restoring.code).then(
      ({ applications }) => setStep({ kind: 'list', applications, restored: true }),
      (error: unknown) => {
        // A refused code will not work again; after a lost connection the next reload retries it.
        if (error instanceof ApiError && error.status === 400) forgetView();
        setStep({ kind: 'code', email: restoring.email, savedFailure: savedCodeFailure(error) });
      },
    );
  }, [restoring]);

  return (
    <PublicLayout>
      <PageHero
        title="Application Status"
        subtitle="See where your application stands. No account needed: we e-mail you a code."
      />
      {/* As wide as the band above, so the form starts under the page's title. */}
      <Container size="md" py={{ base: 40, md: 64 }}>
        {shown.kind === 'email' && !restoring && (
          <EmailStep
            restarted={shown.restarted}
            onSent={(email, notice) => {
              saveView({ email, sent: notice });
              setStep({ kind: 'code', email, notice });
            }}
          />
        )}
        {restoring && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Showing your applications again…</Text>
          </Group>
        )}
        {shown.kind === 'code' && (
          <CodeStep
            email={shown.email}
            notice={shown.notice}
            savedFailure={shown.savedFailure}
            restored={shown.restored}
            onApplications={(applications) =>
              setStep({ kind: 'list', applications, restored: false })
            }
            onRestart={restart}
          />
        )}
        {shown.kind === 'list' && (
          <ApplicationList
            applications={shown.applications}
            restored={shown.restored}
            onRestart={restart}
          />
        )}
      </Container>
    </PublicLayout>
  );
}
