import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * A short public form (sign-in, password reset, application status): checked by its valibot
 * schema as the person types, so a mistake is said under its field before the submit.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: v.GenericSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    mode: 'onChange',
    resolver: valibotResolver(schema),
    defaultValues,
  });
}
