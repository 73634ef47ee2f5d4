import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { confirmSignUpCode, resendSignUpCodeTo, signUpWithPassword } from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import { PublicForm } from '../../components/public-form';
import { AuthCard } from './auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  AuthFooter,
  EmailedCodeField,
  EmailField,
  NewPasswordFields,
  SubmitButton,
} from './form-parts';
import {
  codeSchema,
  refusedAsCommon,
  signupSchema,
  type CodeValues,
  type SignupValues,
} from './auth-schemas';

export function SignupPage() {
  usePageMeta('Sign Up', `Create an account to join the ${SITE.shortName} admin team.`);
  const navigate = useNavigate();
  // Set once Cognito has the account and waits for the e-mailed code.
  const [pendingEmail, setPendingEmail] = useState<string>();

  const footer = <AuthFooter prompt="Already have an account?" to="/login" label="Sign in" />;

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
  } = useSchemaForm(signupSchema, { fullName: '', email: '', password: '', confirmPassword: '' });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = password !== confirmPassword;

  const onSubmit = async (values: SignupValues) => {
    const email = values.email.trim();
    if (await refusedAsCommon(values.password, setError)) return;
    try {
      const result = await signUpWithPassword(email, values.password, values.fullName.trim());
      notifySuccess('Account Created!', 'Please check your email to verify your account.');
      onCreated(email, result.isSignUpComplete);
    } catch (error) {
      notifyError('Sign Up Failed', errorMessage(error));
    }
  };

  return (
    <PublicForm onSubmit={handleSubmit(onSubmit)}>
      <TextInput
        label="Full Name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField autoComplete="email" error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        register={register}
        errors={errors}
        labels={['Password', 'Confirm Password']}
      />
      <SubmitButton
        busy={isSubmitting}
        disabled={mismatch}
        label="Create Account"
        busyLabel="Creating Account..."
      />
    </PublicForm>
  );
}

function ConfirmForm({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(codeSchema, { code: '' });

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
    <PublicForm onSubmit={handleSubmit(onSubmit)}>
      <EmailedCodeField
        label="Confirmation Code"
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton busy={isSubmitting} label="Verify Account" busyLabel="Verifying..." />
      <Button variant="subtle" fullWidth onClick={() => void resend()} disabled={resending}>
        {resending ? 'Sending...' : 'Send a new code'}
      </Button>
    </PublicForm>
  );
}
