/**
 * What Reset Form asks, in the same words whether the dialog could be downloaded or the browser's
 * own confirm box stands in for it (offline).
 */
export const RESET_TITLE = 'Reset the form?';
export const RESET_CLEARS =
  'Every answer you have given will be cleared from this browser, on all six steps';
export const RESET_DRAFT = 'The saved draft is deleted too, and this cannot be undone.';
/** The whole question as one line, for `window.confirm`. */
export const RESET_QUESTION = `${RESET_TITLE} ${RESET_CLEARS}. ${RESET_DRAFT}`;
