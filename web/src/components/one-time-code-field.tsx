import type { ComponentProps, ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import './form-styles';

type OneTimeCodeFieldProps = ComponentProps<typeof TextInput> & { label: ReactNode };

/**
 * A code sent to the person to prove who they are (by e-mail or in an authenticator app): the
 * numeric keyboard, and the browser's one-time-code autofill from a message that brought it. No
 * length cap: a code copied with the spaces around it ("    273 169" from a plain-text e-mail)
 * must arrive whole; the schemas drop the spaces and say when the digits are not six.
 */
export function OneTimeCodeField(props: OneTimeCodeFieldProps) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" required {...props} />;
}
