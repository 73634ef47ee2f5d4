import { Button } from '@mantine/core';
import {
  authenticatorCodeSchema,
  type AuthenticatorCodeValues,
} from '@institute/core/auth/authenticator-schema';
import { authenticatorCodeProblem } from './auth-schemas';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthenticatorCodeField, FormFailure } from './form-parts';
import { PublicForm, useSubmitFailure } from '../../components/public-form';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(authenticatorCodeSchema, { code: '' });
  const { failure, submit } = useSubmitFailure(
    ({ code }: AuthenticatorCodeValues) => onCode(code),
    authenticatorCodeProblem,
  );

  return (
    <PublicForm onSubmit={handleSubmit(submit)}>
      <FormFailure failure={failure} />
      <AuthenticatorCodeField
        description={description}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </PublicForm>
  );
}
