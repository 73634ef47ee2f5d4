import { useState, type FormEvent, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { submitKeepingFocus } from '../lib/submit-keeping-focus';

interface PublicFormProps {
  /** The form library's submit handler, e.g. `handleSubmit(submit)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The space between the fields, from the theme's spacing scale. */
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A form of the sign-in and application-status pages: its fields one under the other. The page
 * checks the answers and says what is wrong itself, so the browser's own checks are off.
 */
export function PublicForm({ onSubmit, gap = 'md', children }: PublicFormProps) {
  return (
    <form onSubmit={(event) => void submitKeepingFocus(event, onSubmit)} noValidate>
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}

/**
 * A form's submit that keeps why it last failed, for the form to show: `explain` turns the error
 * into what the page says. Sending again clears the old failure first.
 */
export function useSubmitFailure<Values, Failure = string>(
  send: (values: Values) => Promise<void>,
  explain: (error: unknown) => Failure,
) {
  const [failure, setFailure] = useState<Failure>();
  const submit = async (values: Values) => {
    setFailure(undefined);
    try {
      await send(values);
    } catch (error) {
      setFailure(explain(error));
    }
  };
  return { failure, submit };
}
