import { useCallback, useEffect } from 'react';
import type { HistoryState } from '@tanstack/history';
import { useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** On an entry the form added: the step it was added from (0-based). */
    enrollStepFrom?: number;
    /** On the entry the page opened on, without a step in its address: the step it showed. */
    enrollStep?: number;
  }
}

/**
 * True on a history entry the form was shown on before: reloaded, or come back to with Back or
 * Forward. Each entry the form shows gets a step in its state (useStepInAddress); a link
 * followed opens a new entry without one.
 */
export function formShownOn(state: HistoryState): boolean {
  return state.enrollStep !== undefined || state.enrollStepFrom !== undefined;
}

/** The address without the step and the course card's choice; undefined drops a key. */
const CARD_GONE = { step: undefined, course: undefined, intake: undefined, waitlist: undefined };

/**
 * The enrolment form's step, kept in the address (`?step=2` is the second step) with one history
 * entry a move, so the browser's Back (a phone's back gesture) returns to the step before instead
 * of leaving the form, and Forward goes on again. The answers stay in the draft, never the address.
 */
export function useStepInAddress(opensOn: number) {
  // The route keeps `step` only as a whole number from 1; it is 0-based from here on.
  const inAddress = useSearch({ from: '/enroll', select: (search) => search.step });
  const inEntry = useRouterState({ select: (state) => state.location.state.enrollStep });
  const navigate = useNavigate({ from: '/enroll' });
  const router = useRouter();
  const step = inAddress === undefined ? inEntry : inAddress - 1;
  // The page opened without a step (a link, or the draft's step): its entry remembers the step,
  // so coming Back to it later shows that step, not wherever the draft has got to since. Written
  // at once, in place (a navigation would land later, possibly on the next step's entry).
  useEffect(() => {
    if (step !== undefined) return;
    const { href, state } = router.history.location;
    router.history.replace(href, { ...state, enrollStep: opensOn });
  }, [step, opensOn, router]);
  // The step shown (0-based). An address naming another (one the answers do not reach yet, or
  // past the last step) is put right in place, so that it says what the page shows.
  const shown = useCallback(
    (index: number) => {
      if (inAddress === undefined || inAddress === index + 1) return;
      void navigate({
        search: (prev) => ({ ...prev, step: index + 1 }),
        // The entry stays where it is in the history, with what it remembers.
        state: true,
        replace: true,
        resetScroll: false,
      });
    },
    [inAddress, navigate],
  );
  return {
    step: step ?? opensOn,
    /**
     * From step `from` to step `index`. Going back to the step this entry was added from steps
     * back in the history, so Previous undoes Next and Back still leaves the form from the start.
     */
    go: (index: number, from: number) => {
      if (router.state.location.state.enrollStepFrom === index) router.history.back();
      else
        void navigate({
          search: (prev) => ({ ...prev, step: index + 1 }),
          state: { enrollStepFrom: from },
          resetScroll: false,
        });
    },
    shown,
    /**
     * Once the form is sent: the address is the page's own again, without the step or the course
     * card's choice (`course`, `intake`, `waitlist`), so a reload starts a fresh form, not
     * another application for the card's course.
     */
    clear: () =>
      void navigate({
        // `intake` and `waitlist` are kept by the router without being declared (routes/enroll.tsx).
        search: (prev) => ({ ...prev, ...CARD_GONE }),
        replace: true,
        resetScroll: false,
      }),
  };
}
