import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { applicantName } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/record';
import { statusLabel } from '@institute/core/application/status';
import type { EmailStatus } from '@institute/core/status-email/template';
import { ApiError } from '../../lib/api';
import { APPLICATION_LIST_QUERY_KEY } from '../../lib/application-summary-query';
import { errorMessage, notify, notifySuccess } from '../../components/notify';
import {
  emailMistakes,
  focusMistake,
  type EmailMessage,
  type EmailMistakes,
} from './email-message';
import { BulkEmailRow, type Outcome } from './bulk-email-row';
import { sendStatusEmail, statusEmailPreviewQuery } from './api/status-email';
import { AdminPanel } from '../../components/admin-blocks';
import { newId } from '../../lib/new-id';

interface BulkEmailListProps {
  /** The applications whose status just changed together. */
  records: ApplicationRecord[];
  status: EmailStatus;
  onClose: () => void;
}

const emailCount = (count: number) => `${count} e-mail${count === 1 ? '' : 's'}`;

/** The API's refusal of the subject or the message; undefined when it refused for another reason. */
function refusedFields(error: unknown): EmailMistakes | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  const { subject, body } = error.fields;
  if (!subject && !body) return undefined;
  return { ...(subject && { subject }), ...(body && { body }) };
}

/** Who was not sent their e-mail and why: those refused for one reason share a line. */
function notifyNotSent(failures: Array<{ name: string; reason: string }>, sent: number) {
  const names = new Map<string, string[]>();
  for (const { name, reason } of failures) names.set(reason, [...(names.get(reason) ?? []), name]);
  notify({
    title: 'Error',
    color: 'red',
    message: (
      <Stack gap={2}>
        <span>
          {emailCount(failures.length)} could not be sent
          {sent > 0 ? `; ${emailCount(sent)} on the way` : ''}.
        </span>
        {[...names].map(([reason, who]) => (
          <span key={reason}>
            Not sent to {who.join(', ')}: {reason}
          </span>
        ))}
      </Stack>
    ),
  });
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
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [sending, setSending] = useState(false);
  // One id for each applicant's e-mail in this list: sent again after an answer lost on the
  // way, it goes once.
  const emailIds = useRef(new Map<string, string>());
  const emailIdOf = (recordId: string) => {
    const known = emailIds.current.get(recordId);
    if (known) return known;
    const made = newId();
    emailIds.current.set(recordId, made);
    return made;
  };
  // After a send held back or refused for a field: that field takes the focus, as on one e-mail.
  const listRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    // A frame later: an editor just asked to open has shown its fields by then.
    const frame = requestAnimationFrame(() => focusMistake(listRef.current));
    return () => cancelAnimationFrame(frame);
  }, [refusals]);

  const messageOf = (record: ApplicationRecord) => {
    const preview = previews[records.indexOf(record)]?.data;
    return edits[record.id] ?? (preview ? { subject: preview.subject, body: preview.text } : null);
  };
  // The API's schema on the e-mail as it stands, and the API's word on a field it refused.
  const mistakesOf = (record: ApplicationRecord): EmailMistakes => {
    const message = messageOf(record);
    const outcome = outcomes[record.id];
    const refused = outcome?.state === 'failed' ? outcome.fields : undefined;
    return message ? { ...refused, ...emailMistakes(status, message) } : {};
  };
  // Not yet sent or skipped (a failed one may be tried again), and not refused by the server:
  // while any is left, the panel offers to send; `pending` are those ready to send now.
  const left = records.filter((record, index) => {
    const state = outcomes[record.id]?.state;
    return (state === undefined || state === 'failed') && !previews[index]!.isError;
  });
  const pending = left.filter((record) => messageOf(record) !== null);
  const set = (id: string, outcome: Outcome | null) =>
    setOutcomes((current) => {
      const next = { ...current };
      if (outcome) next[id] = outcome;
      else delete next[id];
      return next;
    });
  const openEditor = (ids: string[], isOpen = true) =>
    setOpen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isOpen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const edit = (id: string, message: EmailMessage) => {
    setEdits((current) => ({ ...current, [id]: message }));
    // The edit answers the API's refusal of a field; the schema now says what is still wrong.
    const outcome = outcomes[id];
    if (outcome?.state === 'failed' && outcome.fields) set(id, null);
  };

  const sendAll = async () => {
    // Checked before anything goes: with a mistake in any, none is sent and each such editor
    // opens on its mistakes, so no applicant gets half of a batch staff meant to fix.
    const wrong = pending.filter((record) => Object.keys(mistakesOf(record)).length > 0);
    if (wrong.length > 0) {
      openEditor(wrong.map((record) => record.id));
      setRefusals((count) => count + 1);
      return;
    }
    setSending(true);
    let sent = 0;
    const failures: Array<{ name: string; reason: string }> = [];
    const refusedIds: string[] = [];
    for (const record of pending) {
      try {
        await sendStatusEmail(record.id, {
          id: emailIdOf(record.id),
          status,
          ...messageOf(record)!,
        });
        set(record.id, { state: 'sent' });
        sent += 1;
      } catch (error) {
        const fields = refusedFields(error);
        set(record.id, { state: 'failed', message: errorMessage(error), fields });
        failures.push({ name: applicantName(record), reason: errorMessage(error) });
        if (fields) refusedIds.push(record.id);
      }
    }
    setSending(false);
    if (refusedIds.length > 0) {
      openEditor(refusedIds);
      setRefusals((count) => count + 1);
    }
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: APPLICATION_LIST_QUERY_KEY });
    if (failures.length === 0) notifySuccess('Success', `${emailCount(sent)} on the way`);
    else notifyNotSent(failures, sent);
  };

  return (
    <AdminPanel title="E-mail the applicants" spacing={4}>
      <Text size="sm" c="dimmed" mb="sm">
        The {statusLabel(status)} e-mail for each, in their language. Edit one for that applicant,
        skip any, then send the rest.
      </Text>
      <div ref={listRef}>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {records.map((record, index) => (
            <BulkEmailRow
              key={record.id}
              record={record}
              preview={previews[index]!}
              message={messageOf(record)}
              outcome={outcomes[record.id]}
              mistakes={mistakesOf(record)}
              open={open.has(record.id)}
              busy={sending}
              onOpen={(isOpen) => openEditor([record.id], isOpen)}
              onEdit={(message) => edit(record.id, message)}
              onOutcome={(outcome) => set(record.id, outcome)}
            />
          ))}
        </Stack>
      </div>
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
            Send {emailCount(pending.length)}
          </Button>
        )}
      </Group>
    </AdminPanel>
  );
}
