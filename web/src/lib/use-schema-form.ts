import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * Every form of the site: its fields hold the schema's input, and a submit hands over the schema's
 * output (the body the API takes). Checked as the person types, so a mistake is said under its
 * field before the submit; a form that checks at another moment says so in `options`.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>(
  schema: v.GenericSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
  options: Pick<UseFormProps<Input, unknown, Output>, 'mode' | 'shouldFocusError'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onChange',
    // Every check runs on a submit (valibot's pipes do not stop at their first issue), so rules
    // across fields, such as a window's end after its start, are said with the rest at once.
    criteriaMode: 'all',
    ...options,
    resolver: valibotResolver(schema),
    defaultValues,
  });
}
