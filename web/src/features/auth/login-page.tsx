import { useState } from 'react';
import { Anchor, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  confirmSignInWithCode,
  getAuthState,
  reloadAuthState,
  signInWithPassword,
  signOutUser,
} from '../../lib/auth';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';
import { usePageMeta } from '../../components/use-page-meta';
import { PublicForm } from '../../components/public-form';
import { AuthCard } from './auth-card';
import { useFieldForm } from '../../lib/use-field-form';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { loginSchema, signInProblem, type LoginValues } from './auth-schemas';
import { safeRedirect } from './safe-redirect';
import {
  AuthFooter,
  BackToSignIn,
  EmailField,
  FormFailure,
  PasswordField,
  SubmitButton,
} from './form-parts';
import { hasAdminAccess } from '@institute/core/auth/roles';

/** Why Cognito wants another step before a session exists, in words a person can act on. */
const NEXT_STEP_MESSAGES: Record<string, string> = {
  RESET_PASSWORD: 'Your password must be reset. Use "Forgot password?" to choose a new one.',
};

export function LoginPage({ redirect }: { redirect?: string }) {
  usePageMeta('Sign In', 'Sign in to manage the website.');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const form = useFieldForm(loginSchema, { email: '', password: '' });

  // Set while Cognito waits for the authenticator app's code (accounts that turned it on).
  const [askingForCode, setAskingForCode] = useState(false);
  // The address of an account never confirmed, while its sign-up code is asked for.
  const [unconfirmed, setUnconfirmed] = useState<string>();

  const finishSignIn = async () => {
    const state = await reloadAuthState();
    // An account without a role yet gets one clear message there, not a welcome first.
    if (!hasAdminAccess(state.user?.groups ?? [])) {
      await navigate({ to: '/unauthorized', replace: true });
      return;
    }
    notifySuccess('Welcome back!', 'You have been signed in successfully.');
    const target = safeRedirect(redirect);
    if (target) await navigate({ href: target, replace: true });
    else await navigate({ to: '/admin', replace: true });
  };

  const onSubmit = async ({ email, password }: LoginValues) => {
    setFailure(undefined);
    try {
      // Amplify refuses a second sign-in while a session exists (e.g. a member switching account).
      if (getAuthState().status === 'signedIn') await signOutUser();
      const result = await signInWithPassword(email, password);
      if (!result.isSignedIn && result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
        setAskingForCode(true);
        return;
      }
      if (!result.isSignedIn && result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        setUnconfirmed(email);
        return;
      }
      if (!result.isSignedIn) {
        throw new Error(
          NEXT_STEP_MESSAGES[result.nextStep.signInStep] ??
            'This account needs a step this site does not support. Contact an administrator.',
        );
      }
      await finishSignIn();
    } catch (error) {
      const message = signInProblem(error) ?? errorMessage(error);
      setFailure(message);
      notifyError('Sign In Failed', message);
    }
  };

  const onCode = async (code: string) => {
    const result = await confirmSignInWithCode(code);
    if (!result.isSignedIn)
      throw new Error('The sign-in could not be finished. Please sign in again.');
    await finishSignIn();
  };

  if (unconfirmed) {
    return (
      <AuthCard
        title="Verify Your Email"
        description={
          <>
            This account is not confirmed yet. Enter the code we e-mailed to{' '}
            <strong>{unconfirmed}</strong> when you signed up, or send a new one.
          </>
        }
        footer={<BackToSignIn onClick={() => setUnconfirmed(undefined)} />}
      >
        <ConfirmSignUpForm
          email={unconfirmed}
          onConfirmed={async () => {
            notifySuccess('Account Verified', 'Your account is confirmed.');
            // The password is still in the form: sign in with it, as the person asked. Should
            // that fail, the sign-in form says why.
            await onSubmit({ email: unconfirmed, password: form.getValues('password') });
            setUnconfirmed(undefined);
          }}
        />
      </AuthCard>
    );
  }

  if (askingForCode) {
    return (
      <AuthCard
        title="Two-step sign-in"
        description="Open your authenticator app and enter the 6-digit code it shows for this site."
        footer={<BackToSignIn onClick={() => setAskingForCode(false)} />}
      >
        <AuthenticatorCodeForm onCode={onCode} submitLabel="Verify" busyLabel="Verifying..." />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign In"
      description="Sign in to manage the website content."
      footer={<AuthFooter prompt="No account yet?" to="/signup" label="Sign up" />}
    >
      <PublicForm onSubmit={form.handleSubmit(onSubmit)}>
        <FormFailure failure={failure} title="Sign In Failed" />
        <EmailField autoComplete="username" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <SubmitButton
          busy={form.formState.isSubmitting}
          label="Sign In"
          busyLabel="Signing In..."
        />
      </PublicForm>
    </AuthCard>
  );
}
