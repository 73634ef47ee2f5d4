import type { DefaultValues, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type * as v from 'valibot';
import { useSchemaForm } from './use-schema-form';

/**
 * `useSchemaForm` for a form of plain inputs (the sign-in and application-status pages): each
 * input's props come from `field(name)`, its registration and its own message together, so an
 * input cannot show another's message.
 */
export function useFieldForm<Input extends FieldValues, Output = Input>(
  schema: v.GenericSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
  options?: Parameters<typeof useSchemaForm<Input, Output>>[2],
) {
  const form = useSchemaForm(schema, defaultValues, options);
  const field = (name: Path<Input>, rules?: RegisterOptions<Input, Path<Input>>) => ({
    ...form.register(name, rules),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return { ...form, field };
}
