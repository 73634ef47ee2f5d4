import { Button, Group, Text } from '@mantine/core';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  turnOffAuthenticatorSchema,
  type TurnOffAuthenticatorValues,
} from '@institute/core/auth/authenticator-schema';
import { AuthenticatorCodeField, FormFailure, PasswordField } from './form-parts';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../components/notify';
import { PublicForm } from '../../components/public-form';
import { useFormFailure } from './use-form-failure';
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
  const { failure, setFailure, clearFailure, submitAfresh } = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(turnOffAuthenticatorSchema, { password: '', code: '' }, { mode: 'onSubmit' });

  const submit = async (values: TurnOffAuthenticatorValues) => {
    try {
      await turnOffAuthenticator(values);
    } catch (error) {
      // A wrong password or code goes under its field; anything else, once, above the fields.
      const fields = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {});
      const own = fields.filter(([field]) => field === 'password' || field === 'code');
      if (own.length === 0) return setFailure(errorMessage(error));
      for (const [field, message] of own) {
        setError(field as keyof TurnOffAuthenticatorValues, { message }, { shouldFocus: true });
      }
      return;
    }
    await onDone();
  };

  return (
    <PublicForm onSubmit={submitAfresh(handleSubmit(submit))} gap="sm">
      <Text size="sm">
        Turn off the authenticator app? Anyone with your password could then sign in. Super admins
        and staff who read applications cannot use the admin area on the live site without it. To
        confirm, enter your password and the code your app shows now.
      </Text>
      <FormFailure failure={failure} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { onChange: clearFailure })}
      />
      <AuthenticatorCodeField
        error={errors.code?.message}
        {...register('code', { onChange: clearFailure })}
      />
      <Group gap="sm">
        <Button type="submit" color="red" disabled={isSubmitting}>
          {isSubmitting ? 'Turning off...' : 'Turn off'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </PublicForm>
  );
}
