import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import {
  authenticatorCodeSchema,
  type AuthenticatorCodeInput,
  type AuthenticatorCodeValues,
} from '@institute/core/auth/authenticator-schema';
import { authenticatorCodeProblem } from './auth-schemas';

interface AuthenticatorCodeFormProps {
  /** Resolves when the code was accepted; a rejection is shown under the field. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Shown above the field, e.g. what the code is for. */
  description?: string;
}

/** One field for the 6-digit code of an authenticator app, used at sign-in and at set-up. */
export function AuthenticatorCodeForm({
  onCode,
  submitLabel,
  busyLabel,
  description,
}: AuthenticatorCodeFormProps) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AuthenticatorCodeInput, unknown, AuthenticatorCodeValues>({
    mode: 'onChange',
    resolver: valibotResolver(authenticatorCodeSchema),
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: AuthenticatorCodeValues) => {
    setFailure(undefined);
    try {
      await onCode(code);
    } catch (error) {
      setFailure(authenticatorCodeProblem(error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
          >
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Authenticator code"
          description={description}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
