import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { commonPasswordProblem } from '@institute/core/auth/common-passwords';
import type * as v from 'valibot';

/**
 * The form of a sign-in page: checked by its valibot schema as the person types, so a mistake is
 * said under its field before the submit.
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: v.GenericSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    mode: 'onChange',
    resolver: valibotResolver(schema),
    defaultValues,
  });
}

/**
 * Says a common password on its field before anything is sent (the list of common passwords
 * loads only now, on submit). True when it did, and the submit should stop.
 */
export async function refusedAsCommon<Values extends { password: string }>(
  password: string,
  setError: UseFormSetError<Values>,
): Promise<boolean> {
  const common = await commonPasswordProblem(password);
  if (common) setError('password' as Path<Values>, { message: common }, { shouldFocus: true });
  return common !== null;
}
