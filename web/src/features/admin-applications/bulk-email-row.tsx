import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { applicantName } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/record';
import { EmailMessageFields, type EmailMessage, type EmailMistakes } from './email-message';
import { EmailAddress } from '../../components/email-address';

/** Where one applicant's e-mail stands; a refusal on a field says which (`fields`). */
export type Outcome =
  | { state: 'sent' }
  | { state: 'skipped' }
  | { state: 'failed'; message: string; fields?: EmailMistakes };

interface BulkEmailRowProps {
  record: ApplicationRecord;
  preview: { isPending: boolean; isError: boolean };
  /** The e-mail as it will be sent; null until it is prepared. */
  message: EmailMessage | null;
  outcome: Outcome | undefined;
  /** What is wrong with its fields now: the API's schema, or the API's refusal. */
  mistakes: EmailMistakes;
  open: boolean;
  busy: boolean;
  onOpen: (open: boolean) => void;
  onEdit: (message: EmailMessage) => void;
  onOutcome: (outcome: Outcome | null) => void;
}

/** One applicant's e-mail in the bulk list: its subject, and its editor once asked for. */
export function BulkEmailRow({
  record,
  preview,
  message,
  outcome,
  mistakes,
  open,
  busy,
  onOpen,
  onEdit,
  onOutcome,
}: BulkEmailRowProps) {
  const name = applicantName(record);
  // A failed one stays editable: it is sent again with the rest.
  const editable = outcome === undefined || outcome.state === 'failed';
  const expanded = open && editable && message !== null;
  const refusal = outcome?.state === 'failed' && !outcome.fields ? outcome.message : null;
  // Under their fields while the editor is open; here, in short, while it is closed.
  const closedMistakes = editable && !expanded ? Object.values(mistakes) : [];
  return (
    <Paper withBorder p="sm" component="li" aria-label={`E-mail to ${name}`}>
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
          {[...(refusal ? [refusal] : []), ...closedMistakes].map((text) => (
            <Text key={text} size="xs" c="red.8">
              {text}
            </Text>
          ))}
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
              <Button size="compact-sm" variant="subtle" onClick={() => onOutcome(null)}>
                Undo
              </Button>
            </>
          ) : (
            message && (
              <>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  disabled={busy}
                  aria-expanded={expanded}
                  onClick={() => onOpen(!expanded)}
                >
                  {expanded ? 'Done editing' : 'Edit'}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={busy}
                  onClick={() => onOutcome({ state: 'skipped' })}
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
        <Collapse expanded={expanded}>
          <Stack gap="xs" mt="xs">
            <EmailMessageFields
              message={message}
              onChange={onEdit}
              errors={mistakes}
              rows={[5, 14]}
            />
          </Stack>
        </Collapse>
      )}
    </Paper>
  );
}
