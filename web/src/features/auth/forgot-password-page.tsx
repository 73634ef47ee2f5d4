import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { confirmPasswordReset, requestPasswordReset } from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { usePageMeta } from '../../components/use-page-meta';
import { PublicForm } from '../../components/public-form';
import { OneTimeCodeField } from '../../components/one-time-code-field';
import { AuthCard } from './auth-card';
import { useFieldForm } from '../../lib/use-field-form';
import { AuthFooter, EmailField, NewPasswordFields, SubmitButton } from './form-parts';
import {
  refusedAsCommon,
  resetRequestSchema,
  resetSchema,
  type ResetRequestValues,
  type ResetValues,
} from './auth-schemas';

export function ForgotPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your account.');
  const navigate = useNavigate();
  // Set once Cognito has e-mailed the reset code.
  const [email, setEmail] = useState<string>();

  return (
    <AuthCard
      title="Reset Password"
      description={
        email ? (
          <>
            We sent a reset code to <strong>{email}</strong>. Enter it with your new password.
          </>
        ) : (
          'Enter your e-mail address and we will send you a code to reset your password.'
        )
      }
      footer={<AuthFooter prompt="Remembered it?" to="/login" label="Sign in" />}
    >
      {email ? (
        <ResetForm email={email} onDone={() => void navigate({ to: '/login' })} />
      ) : (
        <RequestForm onSent={setEmail} />
      )}
    </AuthCard>
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useFieldForm(resetRequestSchema, { email: '' });
  const { isSubmitting } = form.formState;

  const onSubmit = async ({ email }: ResetRequestValues) => {
    try {
      await requestPasswordReset(email);
      notifySuccess('Code Sent', 'Please check your email for the reset code.');
      onSent(email);
    } catch (error) {
      notifyError('Password Reset Failed', errorMessage(error));
    }
  };

  return (
    <PublicForm onSubmit={form.handleSubmit(onSubmit)}>
      <EmailField autoComplete="username" {...form.field('email')} />
      <SubmitButton busy={isSubmitting} label="Send Reset Code" busyLabel="Sending Code..." />
    </PublicForm>
  );
}

function ResetForm({ email, onDone }: { email: string; onDone: () => void }) {
  const form = useFieldForm(resetSchema, { code: '', password: '', confirmPassword: '' });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: ResetValues) => {
    if (await refusedAsCommon(values.password, form.setError)) return;
    try {
      await confirmPasswordReset(email, values.code.trim(), values.password);
      notifySuccess('Password Reset', 'Your password has been changed. You can now sign in.');
      onDone();
    } catch (error) {
      notifyError('Password Reset Failed', errorMessage(error));
    }
  };

  return (
    <PublicForm onSubmit={form.handleSubmit(onSubmit)}>
      <OneTimeCodeField label="Reset Code" {...form.field('code')} />
      <NewPasswordFields field={form.field} labels={['New Password', 'Confirm New Password']} />
      <SubmitButton busy={isSubmitting} label="Reset Password" busyLabel="Resetting..." />
    </PublicForm>
  );
}
