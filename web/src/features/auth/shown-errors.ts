import { screen } from '@testing-library/react';

/**
 * For the sign-in forms' tests: every error a form shows now, its alert above the fields and
 * each field's own message, so a test can say that a failure is told once and in its place.
 */
export const shownErrors = () =>
  [
    ...screen.queryAllByRole('alert'),
    ...document.querySelectorAll('.mantine-InputWrapper-error'),
  ].map((element) => element.textContent);
