import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  statusCodeRequestSchema,
  statusViewRequestSchema,
  type ApplicantApplicationView,
  type StatusCodeRequest,
  type StatusViewRequest,
} from '@institute/core/application-status/schema';
import type { ApplicationStatus } from '@institute/core/application/status';
import '../../components/form-styles';
import { InstituteTime } from '../../components/institute-time';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { PublicForm, useSubmitFailure } from '../../components/public-form';
import { ApiError } from '../../lib/api';
import { focusOnMount } from '../../lib/focus-on-mount';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  NEEDS_NEW_CODE,
  requestStatusCode,
  statusProblem,
  viewApplications,
} from './api/application-status';

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  new: 'blue',
  contacted: 'grape',
  waitlisted: 'yellow',
  accepted: 'green',
  declined: 'gray',
};

function Problem({ children }: { children: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}

function EmailStep({
  onSent,
  restarted,
}: {
  onSent: (email: string, message: string) => void;
  /** Back from a later step: the address field takes the focus (never on page load). */
  restarted: boolean;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(statusCodeRequestSchema, { email: '' });
  useEffect(() => {
    if (restarted) setFocus('email');
  }, [restarted, setFocus]);
  const { failure, submit } = useSubmitFailure(async ({ email }: StatusCodeRequest) => {
    const { message } = await requestStatusCode(email);
    onSent(email, message);
  }, statusProblem);
  return (
    <PublicForm onSubmit={handleSubmit(submit)}>
      {failure ? <Problem>{failure}</Problem> : null}
      <TextInput
        label="Email Address"
        description="The address you applied with. We e-mail a 6-digit code to it."
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
        Send me a code
      </Button>
    </PublicForm>
  );
}

function CodeStep({
  email,
  sentMessage,
  onApplications,
  onRestart,
}: {
  email: string;
  sentMessage: string;
  onApplications: (applications: ApplicantApplicationView[]) => void;
  onRestart: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(statusViewRequestSchema, { email, code: '' });
  // The button pressed is gone: the code's field is where the applicant goes on.
  useEffect(() => setFocus('code'), [setFocus]);
  const { failure, submit } = useSubmitFailure(
    async ({ code }: StatusViewRequest) => {
      const { applications } = await viewApplications(email, code);
      onApplications(applications);
    },
    (error) => ({
      message: statusProblem(error),
      newCode: error instanceof ApiError && NEEDS_NEW_CODE.has(error.code),
    }),
  );
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
        {sentMessage}
      </Alert>
      <PublicForm onSubmit={handleSubmit(submit)}>
        {failure ? <Problem>{failure.message}</Problem> : null}
        <TextInput
          label="Code from the e-mail"
          description={`Sent to ${email} if it has applications with us.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            Show my applications
          </Button>
          <Button
            type="button"
            variant={failure?.newCode ? 'filled' : 'default'}
            onClick={onRestart}
          >
            {failure?.newCode ? 'Ask for a new code' : 'Use another address'}
          </Button>
        </Group>
      </PublicForm>
    </Stack>
  );
}

function ApplicationList({
  applications,
  onRestart,
}: {
  applications: ApplicantApplicationView[];
  onRestart: () => void;
}) {
  if (applications.length === 0) {
    return (
      <Stack gap="md">
        <Text ref={focusOnMount} tabIndex={-1}>
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
      <Title
        order={2}
        fz={{ base: 22, md: 26 }}
        id="your-applications"
        ref={focusOnMount}
        tabIndex={-1}
      >
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
                <Badge color={STATUS_COLORS[application.status]} variant="light" size="lg">
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
      <Button variant="default" onClick={onRestart} style={{ alignSelf: 'flex-start' }}>
        Check another address
      </Button>
    </Stack>
  );
}

type Step =
  | { kind: 'email'; restarted: boolean }
  | { kind: 'code'; email: string; message: string }
  | { kind: 'list'; applications: ApplicantApplicationView[] };

/**
 * The applicant's status page, without an account: an address, a code e-mailed to it, then the
 * applications of that address with their status in plain words. Nothing is kept in the browser.
 */
export function ApplicationStatusPage() {
  usePageMeta(
    'Application Status',
    'See where your application stands: we e-mail you a code, no account needed.',
  );
  const [step, setStep] = useState<Step>({ kind: 'email', restarted: false });
  const restart = () => setStep({ kind: 'email', restarted: true });

  return (
    <PublicLayout>
      <PageHero
        title="Application Status"
        subtitle="See where your application stands. No account needed: we e-mail you a code."
      />
      {/* As wide as the band above, so the form starts under the page's title. */}
      <Container size="md" py={{ base: 40, md: 64 }}>
        {step.kind === 'email' && (
          <EmailStep
            restarted={step.restarted}
            onSent={(email, message) => setStep({ kind: 'code', email, message })}
          />
        )}
        {step.kind === 'code' && (
          <CodeStep
            email={step.email}
            sentMessage={step.message}
            onApplications={(applications) => setStep({ kind: 'list', applications })}
            onRestart={restart}
          />
        )}
        {step.kind === 'list' && (
          <ApplicationList applications={step.applications} onRestart={restart} />
        )}
      </Container>
    </PublicLayout>
  );
}
