import { useEffect, useRef } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';
import { LinkButton } from '../../../components/link-button';
import { applicationReference } from '@institute/core/application/reference';
import type { SubmittedApplication } from '../lib/submitted';
import ui from '../../../components/public-ui.module.css';
import classes from './enroll.module.css';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { usePublicHome } from '../../../lib/public-home-query';
import { SITE } from '../../../components/site-defaults';

/**
 * Stands where the form was once the application is stored, so nobody mistakes an emptied form
 * for a failed send and applies twice. It lives only in memory: a reload shows a fresh form.
 */
export function SubmissionConfirmation({ application }: { application: SubmittedApplication }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const email = usePublicHome().data?.settings.contact_email || SITE.email;

  // Keyboard and screen reader users land on the news, not on <body>.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.closest('section')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  return (
    <Paper
      component="section"
      aria-labelledby="confirmation-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="sm"
      style={{ scrollMarginTop: 80 }}
      data-testid="application-confirmation"
    >
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="center">
          <IconCircleCheck
            size={40}
            stroke={1.6}
            className={classes.confirmationIcon}
            aria-hidden="true"
          />
          <Title
            order={2}
            id="confirmation-title"
            ref={headingRef}
            tabIndex={-1}
            fz={{ base: 24, sm: 28 }}
            className={classes.focusHeading}
          >
            {application.changesNotSaved ? 'Application already received' : 'Application submitted'}
          </Title>
        </Group>
        {application.changesNotSaved ? (
          // Says what is stored, not what this form sent: the earlier answers were kept.
          <Text size="lg">
            Thank you, <strong>{application.greetingName}</strong>. We had already received this
            application, for <strong>{application.courseLabel}</strong>, before your latest changes.
            The changes you made since were not saved. To change your answers, write to us at{' '}
            <a href={`mailto:${email}`}>{email}</a> and quote your reference.
          </Text>
        ) : (
          <Text size="lg">
            Thank you, <strong>{application.greetingName}</strong>. Your application for{' '}
            <strong>{application.courseLabel}</strong> has been received.
            {application.onWaitlist &&
              ' The intake is no longer taking applications, so it is on the waitlist.'}
          </Text>
        )}
        <dl className={classes.confirmationFacts}>
          <dt>Your reference</dt>
          <dd data-testid="application-reference">{applicationReference(application.id)}</dd>
          {/* The e-mail went out with the stored answers, to the address given then. */}
          {!application.changesNotSaved && (
            <>
              <dt>Confirmation sent to</dt>
              <dd>{application.email}</dd>
            </>
          )}
        </dl>
        <Text c="dimmed" size="sm">
          Please quote your reference if you contact us. If the e-mail has not arrived within a few
          minutes, look in your spam folder.
        </Text>
        <Stack gap="sm" component="section" aria-labelledby="next-steps-title">
          <Title order={3} id="next-steps-title" fz={20}>
            What happens next
          </Title>
          {/* The same steps, in the same words, as the confirmation e-mail. */}
          <ol className={classes.nextSteps}>
            {application.nextSteps.map((item, index) => (
              <li key={item.title}>
                <span className={`${ui.stepNumber} ${classes.overviewNumber}`} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Text fw={700}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    {item.text}
                  </Text>
                </div>
              </li>
            ))}
          </ol>
        </Stack>
        <Group>
          <LinkButton to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
            Back to the home page
          </LinkButton>
          <WhatsAppLink />
        </Group>
      </Stack>
    </Paper>
  );
}
