import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApplicationRecord } from '@institute/core/application/record';
import { statusLabel } from '@institute/core/application/status';
import {
  TEMPLATE_LANGUAGE_LABELS,
  type EmailStatus,
  type RenderedStatusEmail,
} from '@institute/core/status-email/template';
import { adminRequest, ApiError } from '../../lib/api';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import {
  EmailMessageFields,
  statusEmailPath,
  statusEmailPreview,
  type EmailMessage,
} from './email-message';
import { AdminPanel } from '../../components/admin-blocks';

interface StatusEmailPanelProps {
  record: ApplicationRecord;
  status: EmailStatus;
  onSent: (record: ApplicationRecord) => void;
  onClose: () => void;
}

/**
 * Offered after a status change: the matching template filled in for this applicant (in their
 * language when the template has it), editable for this one message, then sent or skipped.
 */
export function StatusEmailPanel({ record, status, onSent, onClose }: StatusEmailPanelProps) {
  const preview = useQuery(statusEmailPreview(record.id, status));
  return (
    <AdminPanel title="E-mail the applicant" spacing="xs">
      {preview.isPending ? (
        <Text role="status" size="sm">
          Preparing the {statusLabel(status)} e-mail...
        </Text>
      ) : preview.isError ? (
        <Stack gap="xs">
          <Alert color="red">
            {preview.error instanceof ApiError
              ? preview.error.message
              : errorMessage(preview.error)}
          </Alert>
          <Group justify="flex-end">
            <Button size="sm" variant="default" onClick={onClose}>
              Skip
            </Button>
          </Group>
        </Stack>
      ) : (
        <StatusEmailForm
          rendered={preview.data}
          path={statusEmailPath(record.id)}
          to={record.email}
          onSent={onSent}
          onClose={onClose}
        />
      )}
    </AdminPanel>
  );
}

function StatusEmailForm({
  rendered,
  path,
  to,
  onSent,
  onClose,
}: {
  rendered: RenderedStatusEmail;
  path: string;
  to: string;
  onSent: (record: ApplicationRecord) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState<EmailMessage>({
    subject: rendered.subject,
    body: rendered.text,
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      adminRequest<ApplicationRecord>(path, {
        method: 'POST',
        body: { status: rendered.status, ...message },
      }),
    onSuccess: (record) => {
      const email = Object.values(record.status_emails ?? {}).sort((a, b) =>
        b.queued_at.localeCompare(a.queued_at),
      )[0];
      if (email?.delivery === 'failed') notifyError('Error', 'The e-mail could not be queued');
      else notifySuccess('Success', `E-mail to ${to} is on its way`);
      onSent(record);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      notifyError('Error', error instanceof ApiError ? error.message : errorMessage(error));
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The {statusLabel(rendered.status)} e-mail to {to}, in{' '}
          {TEMPLATE_LANGUAGE_LABELS[rendered.language]}. Change it for this applicant if needed.
        </Text>
        <EmailMessageFields
          message={message}
          onChange={setMessage}
          errors={fields}
          rows={[6, 16]}
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
