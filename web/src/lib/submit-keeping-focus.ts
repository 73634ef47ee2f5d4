import type { FormEvent } from 'react';

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** Focuses `button` once it is enabled again, if the focus is still nowhere by then. */
function refocusWhenEnabled(button: HTMLElement, framesLeft: number) {
  requestAnimationFrame(() => {
    if (!button.isConnected || !focusLost()) return;
    if (button.matches(':disabled')) {
      if (framesLeft > 0) refocusWhenEnabled(button, framesLeft - 1);
      return;
    }
    button.focus();
  });
}

/**
 * Runs a form's submit, then gives the focus back to the button that sent it if the focus was lost
 * on the way: a busy button is disabled, a disabled button drops the focus to the page, and the
 * next Tab would start again at the top of it. A submit that moved the focus on (to a field with a
 * mistake, another step, another page) keeps it where it went.
 */
export function submitKeepingFocus(
  event: FormEvent<HTMLFormElement>,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
): Promise<void> {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submit(event).finally(() => {
    // The button is enabled again once the form has drawn its answer: a few frames at the most.
    if (submitter) refocusWhenEnabled(submitter, 10);
  });
}
