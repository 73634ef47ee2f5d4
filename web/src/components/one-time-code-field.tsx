import type { ComponentProps, ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import './form-styles';

type OneTimeCodeFieldProps = ComponentProps<typeof TextInput> & {
  label: ReactNode;
  /** The code is 6 digits: room for a space between the groups, as "123 456" is often shown. */
  sixDigits?: boolean;
};

/**
 * A code sent to the person to prove who they are (by e-mail or in an authenticator app): the
 * numeric keyboard, and the browser's one-time-code autofill from a message that brought it.
 */
export function OneTimeCodeField({ sixDigits = false, ...props }: OneTimeCodeFieldProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={sixDigits ? 7 : undefined}
      required
      {...props}
    />
  );
}
