import { Fragment } from 'react';

/**
 * An e-mail address that, in a narrow column, wraps after the "@" or before a dot rather than
 * in the middle of a name ("radha.tamil@example.co / m"). The container's `overflow-wrap`
 * still breaks a single part too long for the line.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?<=@)|(?=\.)/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
