import { Button, Group, Text } from '@mantine/core';
import {
  turnOffAuthenticatorSchema,
  type TurnOffAuthenticatorValues,
} from '@institute/core/auth/authenticator-schema';
import { AuthenticatorCodeField, FormFailure, PasswordField } from './form-parts';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../components/notify';
import { PublicForm } from '../../components/public-form';
import { useFailureForm } from './use-failure-form';
import { turnOffAuthenticator } from './api/turn-off-authenticator';

interface TurnOffAuthenticatorFormProps {
  onDone: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Turning the app off proves both factors again, so a browser left signed in cannot do it:
 * the password and a code the app shows now.
 */
export function TurnOffAuthenticatorForm({ onDone, onCancel }: TurnOffAuthenticatorFormProps) {
  const form = useFailureForm(
    turnOffAuthenticatorSchema,
    { password: '', code: '' },
    { mode: 'onSubmit' },
  );

  const submit = async (values: TurnOffAuthenticatorValues) => {
    try {
      await turnOffAuthenticator(values);
    } catch (error) {
      // A wrong password or code goes under its field; anything else, once, above the fields.
      const fields = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {});
      const own = fields.filter(([field]) => field === 'password' || field === 'code');
      if (own.length === 0) return form.setFailure(errorMessage(error));
      for (const [field, message] of own) {
        form.setError(
          field as keyof TurnOffAuthenticatorValues,
          { message },
          { shouldFocus: true },
        );
      }
      return;
    }
    await onDone();
  };

  return (
    <PublicForm onSubmit={form.submitAfresh(submit)} gap="sm">
      <Text size="sm">
        Turn off the authenticator app? Anyone with your password could then sign in. Super admins
        and staff who read applications cannot use the admin area on the live site without it. To
        confirm, enter your password and the code your app shows now.
      </Text>
      <FormFailure failure={form.failure} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <AuthenticatorCodeField {...form.field('code')} />
      <Group gap="sm">
        <Button type="submit" color="red" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Turning off...' : 'Turn off'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </PublicForm>
  );
}
