import { forwardRef } from 'react';
import { Alert, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Why a sign-in form's last submit failed, above its fields; nothing when it did not. */
export function FormFailure({ failure, title }: { failure?: string; title?: string }) {
  if (!failure) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={title}
      role="alert"
    >
      {failure}
    </Alert>
  );
}

/** The 6-digit code of an authenticator app: numeric keyboard, one-time-code autofill. */
export const AuthenticatorCodeField = forwardRef<HTMLInputElement, TextInputProps>(
  function AuthenticatorCodeField(props, ref) {
    return (
      <TextInput
        ref={ref}
        label="Authenticator code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        {...props}
      />
    );
  },
);
