import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The enrolment form's step, kept in the address (`?step=2` is the second step) with one history
 * entry a move, so the browser's Back (a phone's back gesture) returns to the step before instead
 * of leaving the form, and Forward goes on again. The answers stay in the draft, never the address.
 */
export function useStepInAddress() {
  // The route keeps `step` only as a whole number from 1; it is 0-based from here on.
  const inAddress = useSearch({ from: '/enroll', select: (search) => search.step });
  const navigate = useNavigate({ from: '/enroll' });
  return {
    /** The step the address names, or undefined for a page opened without one. */
    step: inAddress === undefined ? undefined : inAddress - 1,
    go: (index: number) =>
      void navigate({ search: (prev) => ({ ...prev, step: index + 1 }), resetScroll: false }),
    /** Once the form is sent: the address is the page's own again, so a reload starts afresh. */
    clear: () =>
      void navigate({
        search: (prev) => ({ ...prev, step: undefined }),
        replace: true,
        resetScroll: false,
      }),
  };
}
