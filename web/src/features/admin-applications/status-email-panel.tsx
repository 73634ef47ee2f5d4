import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { type ApplicationRecord } from '@institute/core/application/record';
import { statusLabel, type ApplicationStatus } from '@institute/core/application/status';
import {
  statusEmailSendSchema,
  TEMPLATE_LANGUAGE_LABELS,
  type EmailStatus,
  type RenderedStatusEmail,
  type StatusEmailSend,
} from '@institute/core/status-email/template';
import type { CurrentStatusEmail } from '@institute/core/status-email/current';
import type { StatusEmailRecord } from '@institute/core/status-email/service';
import { ApiError } from '../../lib/api';
import { focusOnMount } from '../../lib/focus-on-mount';
import { useSchemaForm } from '../../lib/use-schema-form';
import { newId } from '../../lib/new-id';
import { errorMessage, notifyError, notifySuccess, notifyFailed } from '../../components/notify';
import { EmailMessageFields, focusMistake, type EmailMessage } from './email-message';
import { sendStatusEmail, statusEmailPreviewQuery } from './api/status-email';
import { AdminPanel } from '../../components/admin-blocks';
import { InstituteTime } from '../../components/institute-time';
import { useLeaveGuard } from '../../components/use-leave-guard';

interface StatusEmailPanelProps {
  record: ApplicationRecord;
  status: EmailStatus;
  onSent: (record: ApplicationRecord) => void;
  onClose: () => void;
  /** Opened from the status panel's button: the subject takes the focus. */
  focusSubject?: boolean;
}

/**
 * Offered after a status change, or when staff ask for it: the matching template filled in for
 * this applicant (in their language when the template has it), editable for this one message,
 * then sent or skipped.
 */
export function StatusEmailPanel({
  record,
  status,
  onSent,
  onClose,
  focusSubject,
}: StatusEmailPanelProps) {
  const preview = useQuery(statusEmailPreviewQuery(record.id, status));
  return (
    <AdminPanel title="E-mail the applicant" spacing="xs">
      {preview.isPending ? (
        <Text role="status" size="sm">
          Preparing the {statusLabel(status)} e-mail...
        </Text>
      ) : preview.isError ? (
        <Stack gap="xs">
          <Alert color="red">{errorMessage(preview.error)}</Alert>
          <Group justify="flex-end">
            <Button size="sm" variant="default" onClick={onClose}>
              Skip
            </Button>
          </Group>
        </Stack>
      ) : (
        <StatusEmailForm
          rendered={preview.data}
          id={record.id}
          to={record.email}
          onSent={onSent}
          onClose={onClose}
          focusSubject={focusSubject}
        />
      )}
    </AdminPanel>
  );
}

function StatusEmailForm({
  rendered,
  id,
  to,
  onSent,
  onClose,
  focusSubject,
}: {
  rendered: RenderedStatusEmail;
  /** The application the e-mail is sent for. */
  id: string;
  to: string;
  onSent: (record: ApplicationRecord) => void;
  onClose: () => void;
  focusSubject?: boolean;
}) {
  // The form holds the API's body, checked by the API's own schema: a blank field, or a
  // placeholder left in the already filled-in text, is refused under its field before sending.
  const form = useSchemaForm(
    statusEmailSendSchema,
    {
      status: rendered.status,
      subject: rendered.subject,
      body: rendered.text,
    },
    { shouldFocusError: false }, // the fields are not registered: `focusMistake` does it
  );
  const { control, formState, handleSubmit, setError, setValue } = form;
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const message: EmailMessage = { subject, body };
  // An edit from what the panel was filled with is lost on leaving, so leaving asks first.
  useLeaveGuard(formState.isDirty, `the ${statusLabel(rendered.status)} e-mail`);
  const change = (next: EmailMessage) => {
    for (const field of ['subject', 'body'] as const) {
      if (next[field] !== message[field])
        setValue(field, next[field], { shouldDirty: true, shouldValidate: true });
    }
  };
  // After a refused send, by the form's check or the API's: the field with the mistake takes the
  // focus, its message in view (on a phone the subject is far above the Send button).
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusMistake(formRef.current);
  }, [refusals]);
  // One id for the e-mail composed here: sent again after an answer lost on the way, it goes once.
  const [emailId] = useState(newId);
  const send = useMutation({
    mutationFn: (email: StatusEmailSend) => sendStatusEmail(id, { ...email, id: emailId }),
    onSuccess: (record) => {
      const email = Object.values(record.status_emails ?? {}).sort((a, b) =>
        b.queued_at.localeCompare(a.queued_at),
      )[0];
      if (email?.delivery === 'failed') notifyError('Error', 'The e-mail could not be queued');
      else notifySuccess('Success', `E-mail to ${to} is on its way`);
      onSent(record);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [field, text] of fields) {
        if (field === 'subject' || field === 'body') setError(field, { message: text });
      }
      if (fields.length > 0) setRefusals((count) => count + 1);
      notifyFailed(error);
    },
  });
  const errors = {
    subject: formState.errors.subject?.message,
    body: formState.errors.body?.message,
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(
        (email) => send.mutate(email),
        () => setRefusals((count) => count + 1),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          The {statusLabel(rendered.status)} e-mail to {to}, in{' '}
          {TEMPLATE_LANGUAGE_LABELS[rendered.language]}. Change it for this applicant if needed.
        </Text>
        <EmailMessageFields
          message={message}
          onChange={change}
          errors={errors}
          rows={[6, 16]}
          focusSubject={focusSubject}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="sm" variant="default" onClick={onClose} disabled={send.isPending}>
            Skip
          </Button>
          <Button size="sm" type="submit" loading={send.isPending}>
            Send e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Where the last e-mail of the status stands, in a sentence. `before`: a later e-mail's status,
 * for one sent before a decision that was reopened (due again, but not "never sent").
 */
function lastEmailWords(
  what: string,
  last: StatusEmailRecord,
  before?: ApplicationStatus,
): ReactNode {
  if (last.delivery === 'failed') {
    return (
      <>
        {what} of <InstituteTime at={last.queued_at} /> could not be sent.
      </>
    );
  }
  const sent = last.delivery === 'sent';
  return (
    <>
      {what} was {sent ? 'sent' : 'queued'} on{' '}
      <InstituteTime at={(sent && last.sent_at) || last.queued_at} />
      {before && `, before the ${statusLabel(before)} e-mail`}.
    </>
  );
}

interface StatusEmailLineProps {
  email: CurrentStatusEmail;
  busy: boolean;
  /** Back from the e-mail panel: the button takes the focus again. */
  takeFocus: boolean;
  /** Absent for a role that may only read: the sentence without the button. */
  onWrite?: () => void;
}

/**
 * Whether the applicant has had the e-mail of their current status, and a way to write it: a
 * skipped offer, a reload or a failed send does not leave them without one.
 */
export function StatusEmailLine({ email, busy, takeFocus, onWrite }: StatusEmailLineProps) {
  const what = `The ${statusLabel(email.status)} e-mail`;
  const { last, earlier } = email;
  return (
    <Group gap="xs" mt="sm" align="center">
      <Text size="sm" c="dimmed">
        {last
          ? lastEmailWords(what, last)
          : earlier
            ? lastEmailWords(what, earlier.email, earlier.before)
            : `${what} has not been sent.`}
      </Text>
      {onWrite && (
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          disabled={busy}
          ref={takeFocus ? focusOnMount : undefined}
          onClick={onWrite}
        >
          {(last && last.delivery !== 'failed') || earlier
            ? 'E-mail again'
            : 'E-mail the applicant'}
        </Button>
      )}
    </Group>
  );
}
