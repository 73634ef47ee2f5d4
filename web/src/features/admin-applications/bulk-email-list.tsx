import { useState } from 'react';
import { Alert, Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { applicantName } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/record';
import { statusLabel } from '@institute/core/application/status';
import type { EmailStatus } from '@institute/core/status-email/template';
import { APPLICATION_LIST_QUERY_KEY } from '../../lib/application-summary-query';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { EmailMessageFields, type EmailMessage } from './email-message';
import { sendStatusEmail, statusEmailPreviewQuery } from './api/status-email';
import { AdminPanel } from '../../components/admin-blocks';
import { EmailAddress } from '../../components/email-address';

type Outcome = { state: 'sent' } | { state: 'skipped' } | { state: 'failed'; message: string };

interface BulkEmailListProps {
  /** The applications whose status just changed together. */
  records: ApplicationRecord[];
  status: EmailStatus;
  onClose: () => void;
}

/**
 * After a bulk status change: the matching e-mail for each applicant, rendered in their language.
 * Staff may edit one, skip some, and send the rest in one go; each is sent (and recorded in its
 * application's history) exactly as for a single change.
 */
export function BulkEmailList({ records, status, onClose }: BulkEmailListProps) {
  const queryClient = useQueryClient();
  const previews = useQueries({
    queries: records.map((record) => statusEmailPreviewQuery(record.id, status)),
  });
  const [edits, setEdits] = useState<Record<string, EmailMessage>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [sending, setSending] = useState(false);

  const messageOf = (index: number) => {
    const record = records[index]!;
    const preview = previews[index]?.data;
    return edits[record.id] ?? (preview ? { subject: preview.subject, body: preview.text } : null);
  };
  // Not yet sent or skipped (a failed one may be tried again), and not refused by the server:
  // while any is left, the panel offers to send; `pending` are those ready to send now.
  const left = records.filter((record, index) => {
    const state = outcomes[record.id]?.state;
    return (state === undefined || state === 'failed') && !previews[index]!.isError;
  });
  const pending = left.filter((record) => messageOf(records.indexOf(record)) !== null);
  const set = (id: string, outcome: Outcome | null) =>
    setOutcomes((current) => {
      const next = { ...current };
      if (outcome) next[id] = outcome;
      else delete next[id];
      return next;
    });

  const sendAll = async () => {
    setSending(true);
    let sent = 0;
    for (const record of pending) {
      const message = messageOf(records.indexOf(record))!;
      try {
        await sendStatusEmail(record.id, { status, ...message });
        set(record.id, { state: 'sent' });
        sent += 1;
      } catch (error) {
        set(record.id, {
          state: 'failed',
          message: errorMessage(error),
        });
      }
    }
    setSending(false);
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: APPLICATION_LIST_QUERY_KEY });
    if (sent === pending.length)
      notifySuccess('Success', `${sent} e-mail${sent === 1 ? '' : 's'} on the way`);
    else notifyError('Error', `${pending.length - sent} e-mail(s) could not be sent`);
  };

  return (
    <AdminPanel title="E-mail the applicants" spacing={4}>
      <Text size="sm" c="dimmed" mb="sm">
        The {statusLabel(status)} e-mail for each, in their language. Edit one for that applicant,
        skip any, then send the rest.
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {records.map((record, index) => {
          const preview = previews[index]!;
          const message = messageOf(index);
          const outcome = outcomes[record.id];
          const name = applicantName(record);
          return (
            <Paper
              withBorder
              p="sm"
              key={record.id}
              component="li"
              aria-label={`E-mail to ${name}`}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name}{' '}
                    <Text span size="xs" c="dimmed">
                      <EmailAddress email={record.email} />
                    </Text>
                  </Text>
                  <Text size="sm" c={outcome?.state === 'skipped' ? 'dimmed' : undefined}>
                    {preview.isPending
                      ? 'Preparing the e-mail...'
                      : preview.isError
                        ? 'The e-mail could not be prepared.'
                        : message?.subject}
                  </Text>
                  {outcome?.state === 'failed' && (
                    <Text size="xs" c="red.8">
                      {outcome.message}
                    </Text>
                  )}
                </div>
                <Group gap={6}>
                  {outcome?.state === 'sent' ? (
                    <Badge color="green" variant="dot" tt="none">
                      Sent
                    </Badge>
                  ) : outcome?.state === 'skipped' ? (
                    <>
                      <Badge color="gray" variant="dot" tt="none">
                        Skipped
                      </Badge>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => set(record.id, null)}
                      >
                        Undo
                      </Button>
                    </>
                  ) : (
                    message && (
                      <>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          disabled={sending}
                          aria-expanded={editing === record.id}
                          onClick={() => setEditing(editing === record.id ? null : record.id)}
                        >
                          {editing === record.id ? 'Done editing' : 'Edit'}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={sending}
                          onClick={() => set(record.id, { state: 'skipped' })}
                          aria-label={`Skip the e-mail to ${name}`}
                        >
                          Skip
                        </Button>
                      </>
                    )
                  )}
                </Group>
              </Group>
              {message && (
                <Collapse expanded={editing === record.id && !outcome}>
                  <Stack gap="xs" mt="xs">
                    <EmailMessageFields
                      message={message}
                      onChange={(edited) => setEdits({ ...edits, [record.id]: edited })}
                      rows={[5, 14]}
                    />
                  </Stack>
                </Collapse>
              )}
            </Paper>
          );
        })}
      </Stack>
      {previews.some((preview) => preview.isError) && (
        <Alert color="red" mt="sm">
          Some e-mails could not be prepared; their applications keep the new status.
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" onClick={onClose} disabled={sending}>
          {left.length > 0 ? 'Skip the rest' : 'Close'}
        </Button>
        {left.length > 0 && (
          <Button onClick={() => void sendAll()} loading={sending} disabled={pending.length === 0}>
            Send {pending.length} e-mail{pending.length === 1 ? '' : 's'}
          </Button>
        )}
      </Group>
    </AdminPanel>
  );
}
