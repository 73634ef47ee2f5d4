import { useState, type FormEvent } from 'react';

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<void>;

/**
 * Why a form's last try failed, said once above its fields (see `FormFailure`). It is about that
 * try only, so it goes at the next submit, even one the form refuses before sending, and as soon
 * as a field is changed (`clearFailure` as the field's `onChange`).
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<string>();
  const clearFailure = () => setFailure(undefined);
  /** The form's submit handler, e.g. `handleSubmit(submit)`, run after the old failure is gone. */
  const submitAfresh =
    (handler: SubmitHandler): SubmitHandler =>
    (event) => {
      clearFailure();
      return handler(event);
    };
  return { failure, setFailure, clearFailure, submitAfresh };
}
