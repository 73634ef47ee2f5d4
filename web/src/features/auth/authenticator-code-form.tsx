import { Button } from '@mantine/core';
import {
  authenticatorCodeSchema,
  WRONG_CODE_MESSAGE,
  type AuthenticatorCodeValues,
} from '@institute/core/auth/authenticator-schema';
import { authenticatorCodeProblem } from './auth-schemas';
import { AuthenticatorCodeField, FormFailure } from './form-parts';
import { PublicForm } from '../../components/public-form';
import { useFailureForm } from './use-failure-form';

interface AuthenticatorCodeFormProps {
  /** Resolves when the code was accepted; a rejection is said once, where it belongs. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Shown above the field, e.g. what the code is for. */
  description?: string;
}

/**
 * One field for the 6-digit code of an authenticator app, used at sign-in and at set-up. It says
 * one thing at a time: a wrong code under the field (as the form that turns the app off does),
 * anything else above it, and either goes as soon as the code is typed again or re-sent.
 */
export function AuthenticatorCodeForm({
  onCode,
  submitLabel,
  busyLabel,
  description,
}: AuthenticatorCodeFormProps) {
  const form = useFailureForm(authenticatorCodeSchema, { code: '' });

  const submit = async ({ code }: AuthenticatorCodeValues) => {
    try {
      await onCode(code);
    } catch (error) {
      const problem = authenticatorCodeProblem(error);
      if (problem === WRONG_CODE_MESSAGE)
        form.setError('code', { message: problem }, { shouldFocus: true });
      else form.setFailure(problem);
    }
  };

  return (
    <PublicForm onSubmit={form.submitAfresh(submit)}>
      <FormFailure failure={form.failure} />
      <AuthenticatorCodeField description={description} {...form.field('code')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? busyLabel : submitLabel}
      </Button>
    </PublicForm>
  );
}
