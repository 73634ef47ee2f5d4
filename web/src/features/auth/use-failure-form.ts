import { useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path, SubmitHandler } from 'react-hook-form';
import type * as v from 'valibot';
import { useFieldForm } from '../../lib/use-field-form';

/**
 * A sign-in form that says why its last try failed once, above its fields (see `FormFailure`).
 * The failure is about that try only, so it goes at the next submit, even one the form refuses
 * before sending, and as soon as a field is changed (`field(name)` wires that into each field).
 */
export function useFailureForm<Input extends FieldValues, Output = Input>(
  schema: v.GenericSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
  options?: Parameters<typeof useFieldForm<Input, Output>>[2],
) {
  const form = useFieldForm(schema, defaultValues, options);
  const [failure, setFailure] = useState<string>();
  const clearFailure = () => setFailure(undefined);
  const field = (name: Path<Input>) => form.field(name, { onChange: clearFailure });
  /** The form's submit handler: `submit` gets the values, after the old failure is gone. */
  const submitAfresh = (submit: SubmitHandler<Output, Promise<void>>) => {
    const handler = form.handleSubmit(submit);
    return (event: FormEvent<HTMLFormElement>) => {
      clearFailure();
      return handler(event);
    };
  };
  return { ...form, failure, setFailure, field, submitAfresh };
}
