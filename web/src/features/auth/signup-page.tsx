import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { signUpWithPassword } from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import { PublicForm } from '../../components/public-form';
import { AuthCard } from './auth-card';
import { useFieldForm } from '../../lib/use-field-form';
import { AuthFooter, EmailField, NewPasswordFields, SubmitButton } from './form-parts';
import { refusedAsCommon, signupSchema, type SignupValues } from './auth-schemas';
import { ConfirmSignUpForm } from './confirm-sign-up-form';

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
        <ConfirmSignUpForm
          email={pendingEmail}
          onConfirmed={async () => {
            notifySuccess('Account Verified', 'Your account is confirmed. You can now sign in.');
            await navigate({ to: '/login' });
          }}
        />
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

const TAKEN_MESSAGE =
  'An account with this e-mail already exists. Sign in with it; if it is not confirmed yet, you can enter its code there.';

function DetailsForm({ onCreated }: { onCreated: (email: string, confirmed: boolean) => void }) {
  const form = useFieldForm(signupSchema, {
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const mismatch = password !== confirmPassword;

  const onSubmit = async ({ email, password, fullName }: SignupValues) => {
    if (await refusedAsCommon(password, form.setError)) return;
    try {
      const result = await signUpWithPassword(email, password, fullName);
      notifySuccess('Account Created!', 'Please check your email to verify your account.');
      onCreated(email, result.isSignUpComplete);
    } catch (error) {
      notifyError(
        'Sign Up Failed',
        // Cognito says so for an unconfirmed account too, which only signing in can finish.
        error instanceof Error && error.name === 'UsernameExistsException'
          ? TAKEN_MESSAGE
          : errorMessage(error),
      );
    }
  };

  return (
    <PublicForm onSubmit={form.handleSubmit(onSubmit)}>
      <TextInput label="Full Name" autoComplete="name" required {...form.field('fullName')} />
      <EmailField autoComplete="email" {...form.field('email')} />
      <NewPasswordFields field={form.field} labels={['Password', 'Confirm Password']} />
      <SubmitButton
        busy={form.formState.isSubmitting}
        disabled={mismatch}
        label="Create Account"
        busyLabel="Creating Account..."
      />
    </PublicForm>
  );
}
