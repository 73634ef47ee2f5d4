import { useState } from 'react';
import { Button } from '@mantine/core';
import { confirmSignUpCode, resendSignUpCodeTo } from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { PublicForm } from '../../components/public-form';
import { OneTimeCodeField } from '../../components/one-time-code-field';
import { useFieldForm } from '../../lib/use-field-form';
import { SubmitButton } from './form-parts';
import { codeSchema, type CodeValues } from './auth-schemas';

/**
 * The code Cognito e-mailed at sign-up, or a new one: right after signing up, and again at sign-in
 * for an account never confirmed (its code may be lost or past its day).
 */
export function ConfirmSignUpForm({
  email,
  onConfirmed,
}: {
  email: string;
  onConfirmed: () => Promise<void> | void;
}) {
  const [resending, setResending] = useState(false);
  const form = useFieldForm(codeSchema, { code: '' });
  const { isSubmitting } = form.formState;

  const onSubmit = async ({ code }: CodeValues) => {
    try {
      await confirmSignUpCode(email, code.trim());
    } catch (error) {
      notifyError('Verification Failed', errorMessage(error));
      return;
    }
    await onConfirmed();
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendSignUpCodeTo(email);
      notifySuccess('Code Sent', `A new code is on its way to ${email}.`);
    } catch (error) {
      notifyError('Could Not Send Code', errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <PublicForm onSubmit={form.handleSubmit(onSubmit)}>
      <OneTimeCodeField label="Confirmation Code" {...form.field('code')} />
      <SubmitButton busy={isSubmitting} label="Verify Account" busyLabel="Verifying..." />
      <Button variant="subtle" fullWidth onClick={() => void resend()} disabled={resending}>
        {resending ? 'Sending...' : 'Send a new code'}
      </Button>
    </PublicForm>
  );
}
