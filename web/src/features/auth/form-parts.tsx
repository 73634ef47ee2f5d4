import type { ComponentProps, ReactNode } from 'react';
import { Alert, Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OneTimeCodeField } from '../../components/one-time-code-field';

/** The pieces every sign-in page's form is made of, so each page says only what is its own. */

/** Why a sign-in form's last submit failed, above its fields; nothing when it did not. */
export function FormFailure({ failure, title }: { failure?: string; title?: string }) {
  if (!failure) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={title}
      role="alert"
    >
      {failure}
    </Alert>
  );
}

type TextFieldProps = ComponentProps<typeof TextInput>;

/** The 6-digit code of an authenticator app. */
export function AuthenticatorCodeField(props: TextFieldProps) {
  return <OneTimeCodeField label="Authenticator code" {...props} />;
}

/** The account's e-mail address; `autoComplete` says whether it names an account or a new one. */
export function EmailField(props: TextFieldProps & { autoComplete: 'username' | 'email' }) {
  return <TextInput label="Email" type="email" required {...props} />;
}

/** A password input whose show/hide toggle is reachable and named for keyboard and screen readers. */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      required
      {...props}
    />
  );
}

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A new password typed twice. The confirmation is checked again whenever the password changes,
 * so "Passwords do not match" comes and goes with either field.
 */
export function NewPasswordFields({
  field,
  labels,
}: {
  /** The form's `field` (see `useFieldForm`), of a form with both fields. */
  field: (
    name: keyof NewPassword,
    rules?: { deps: (keyof NewPassword)[] },
  ) => UseFormRegisterReturn & { error?: string };
  labels: [password: string, confirm: string];
}) {
  return (
    <>
      <PasswordField label={labels[0]} autoComplete="new-password" {...field('password')} />
      <PasswordField
        label={labels[1]}
        autoComplete="new-password"
        {...field('confirmPassword', { deps: ['password'] })}
      />
    </>
  );
}

/** The form's one full-width submit button, saying what it is doing while it waits. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" fullWidth disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The links under a sign-in card: the other way in, then home. */
export function AuthFooter({
  prompt,
  to,
  label,
}: {
  prompt: string;
  to: string;
  label: ReactNode;
}) {
  return (
    <>
      <Text size="sm">
        {prompt}{' '}
        <Anchor component={Link} to={to} fw={600}>
          {label}
        </Anchor>
      </Text>
      <Anchor component={Link} to="/" size="sm">
        Back to Home
      </Anchor>
    </>
  );
}

/** Leaves a sign-in step (a code asked for) for the sign-in form, its values kept. */
export function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      Back to Sign In
    </Anchor>
  );
}
