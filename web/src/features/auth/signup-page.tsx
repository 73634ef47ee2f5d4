import { useState } from 'react';
import { commonPasswordProblem } from '@institute/core/auth/common-passwords';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { confirmSignUpCode, resendSignUpCodeTo, signUpWithPassword } from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { codeSchema, signupSchema, type CodeValues, type SignupValues } from './auth-schemas';

export function SignupPage() {
  usePageMeta('Sign Up', `Create an account to join the ${SITE.shortName} admin team.`);
  const navigate = useNavigate();
  // Set once Cognito has the account and waits for the e-mailed code.
  const [pendingEmail, setPendingEmail] = useState<string>();

  const footer = (
    <>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Text>
      <Anchor component={Link} to="/" size="sm">
        Back to Home
      </Anchor>
    </>
  );

  if (pendingEmail) {
    return (
      <AuthCard
        title="Verify Your Email"
        description={
          <>
            We sent a confirmation code to <strong>{pendingEmail}</strong>. Enter it to activate
            your account.
          </>
        }
        footer={footer}
      >
        <ConfirmForm email={pendingEmail} onConfirmed={() => void navigate({ to: '/login' })} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Account"
      description={`Join the ${SITE.shortName} admin team. An administrator grants access after you sign up.`}
      footer={footer}
    >
      <DetailsForm
        onCreated={(email, confirmed) => {
          if (confirmed) void navigate({ to: '/login' });
          else setPendingEmail(email);
        }}
      />
    </AuthCard>
  );
}

function DetailsForm({ onCreated }: { onCreated: (email: string, confirmed: boolean) => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    mode: 'onChange',
    resolver: valibotResolver(signupSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = password !== confirmPassword;

  const onSubmit = async (values: SignupValues) => {
    const email = values.email.trim();
    // Said on the field before the account is made (the list loads only now, on submit).
    const common = await commonPasswordProblem(values.password);
    if (common) {
      setError('password', { message: common }, { shouldFocus: true });
      return;
    }
    try {
      const result = await signUpWithPassword(email, values.password, values.fullName.trim());
      notifySuccess('Account Created!', 'Please check your email to verify your account.');
      onCreated(email, result.isSignUpComplete);
    } catch (error) {
      notifyError('Sign Up Failed', errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', { deps: ['password'] })}
        />
        <Button type="submit" fullWidth disabled={mismatch || isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}

function ConfirmForm({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    mode: 'onChange',
    resolver: valibotResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = async ({ code }: CodeValues) => {
    try {
      await confirmSignUpCode(email, code.trim());
      notifySuccess('Account Verified', 'Your account is confirmed. You can now sign in.');
      onConfirmed();
    } catch (error) {
      notifyError('Verification Failed', errorMessage(error));
    }
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
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Confirmation Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify Account'}
        </Button>
        <Button variant="subtle" fullWidth onClick={() => void resend()} disabled={resending}>
          {resending ? 'Sending...' : 'Send a new code'}
        </Button>
      </Stack>
    </form>
  );
}
