import { TextInput, Textarea } from '@mantine/core';
import * as v from 'valibot';
import { statusEmailSendSchema, type EmailStatus } from '@institute/core/status-email/template';
import { focusOnMount } from '../../lib/focus-on-mount';

export interface EmailMessage {
  subject: string;
  body: string;
}

/** What is wrong with each field, in words to say under it; no key when the field is fine. */
export type EmailMistakes = Partial<Record<keyof EmailMessage, string>>;

/**
 * The e-mail checked by the API's own schema (statusEmailSendSchema), before it is sent: each
 * field's first mistake, none when the API would take it.
 */
export function emailMistakes(status: EmailStatus, message: EmailMessage): EmailMistakes {
  const result = v.safeParse(statusEmailSendSchema, { status, ...message });
  const mistakes: EmailMistakes = {};
  for (const issue of result.issues ?? []) {
    const field = issue.path?.[0]?.key;
    if ((field === 'subject' || field === 'body') && !mistakes[field]) {
      mistakes[field] = issue.message;
    }
  }
  return mistakes;
}

/** Focuses the first field with a message inside `area`, scrolled to the middle of the screen. */
export function focusMistake(area: HTMLElement | null) {
  const field = area?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  (field.closest('.mantine-InputWrapper-root') ?? field).scrollIntoView({ block: 'center' });
}

interface EmailMessageFieldsProps {
  message: EmailMessage;
  onChange: (message: EmailMessage) => void;
  /** What is wrong with each field: the schema's check, or the server's word after a send. */
  errors?: EmailMistakes;
  /** The rows the message starts with and grows to. */
  rows: [min: number, max: number];
  /** Focus the subject when the fields appear (they replace the button that asked for them). */
  focusSubject?: boolean;
}

/** A status e-mail's subject and text, as staff change them for one applicant. */
export function EmailMessageFields({
  message,
  onChange,
  errors,
  rows,
  focusSubject,
}: EmailMessageFieldsProps) {
  return (
    <>
      <TextInput
        label="Subject"
        ref={focusSubject ? focusOnMount : undefined}
        value={message.subject}
        error={errors?.subject}
        onChange={(event) => onChange({ ...message, subject: event.currentTarget.value })}
      />
      <Textarea
        label="Message"
        autosize
        minRows={rows[0]}
        maxRows={rows[1]}
        value={message.body}
        error={errors?.body}
        onChange={(event) => onChange({ ...message, body: event.currentTarget.value })}
      />
    </>
  );
}
