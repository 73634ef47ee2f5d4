import { TextInput, Textarea } from '@mantine/core';
import { TEMPLATE_BODY_MAX, TEMPLATE_SUBJECT_MAX } from '@institute/core/status-email/template';
import { focusOnMount } from '../../lib/focus-on-mount';

export interface EmailMessage {
  subject: string;
  body: string;
}

interface EmailMessageFieldsProps {
  message: EmailMessage;
  onChange: (message: EmailMessage) => void;
  /** The server's word on each field, after a failed send. */
  errors?: Partial<Record<keyof EmailMessage, string>>;
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
        maxLength={TEMPLATE_SUBJECT_MAX}
        error={errors?.subject}
        onChange={(event) => onChange({ ...message, subject: event.currentTarget.value })}
      />
      <Textarea
        label="Message"
        autosize
        minRows={rows[0]}
        maxRows={rows[1]}
        maxLength={TEMPLATE_BODY_MAX}
        value={message.body}
        error={errors?.body}
        onChange={(event) => onChange({ ...message, body: event.currentTarget.value })}
      />
    </>
  );
}
