import { useState } from 'react';
import { commonPasswordProblem } from '@institute/core/auth/common-passwords';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { confirmPasswordReset, requestPasswordReset } from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { usePageMeta } from '../../components/use-page-meta';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import {
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
      footer={
        <>
          <Text size="sm">
            Remembered it?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Sign in
            </Anchor>
          </Text>
          <Anchor component={Link} to="/" size="sm">
            Back to Home
          </Anchor>
        </>
      }
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({
    mode: 'onChange',
    resolver: valibotResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ResetRequestValues) => {
    const email = values.email.trim();
    try {
      await requestPasswordReset(email);
      notifySuccess('Code Sent', 'Please check your email for the reset code.');
      onSent(email);
    } catch (error) {
      notifyError('Password Reset Failed', errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Sending Code...' : 'Send Reset Code'}
        </Button>
      </Stack>
    </form>
  );
}

function ResetForm({ email, onDone }: { email: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    mode: 'onChange',
    resolver: valibotResolver(resetSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetValues) => {
    // Said on the field before the code is used up (the list loads only now, on submit).
    const common = await commonPasswordProblem(values.password);
    if (common) {
      setError('password', { message: common }, { shouldFocus: true });
      return;
    }
    try {
      await confirmPasswordReset(email, values.code.trim(), values.password);
      notifySuccess('Password Reset', 'Your password has been changed. You can now sign in.');
      onDone();
    } catch (error) {
      notifyError('Password Reset Failed', errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Reset Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', { deps: ['password'] })}
        />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Stack>
    </form>
  );
}
