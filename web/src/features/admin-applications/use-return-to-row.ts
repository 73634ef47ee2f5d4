import { useEffect, useRef, useState } from 'react';
import { takeReturningFrom } from '../../lib/inbox-return';

/** What a row's link carries, for the list to find it by. */
export const ROW_ATTRIBUTE = 'data-application-row';

const rowLink = (id: string | undefined) =>
  id === undefined ? null : document.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}="${id}"]`);

/**
 * Back from an application ("Back to Applications"): the list brings that application's row into
 * view, mid-screen (clear of the fixed header and the bulk bar), and gives its link the focus, so
 * working down a long list goes on where it was. The list shown first may be the one kept from
 * before: it places the row at once, and the focus waits for the list read again. If the
 * application has left the list meanwhile (marked Contacted in a list of New ones), the row now
 * in its place, the next one to work on, takes the focus. One the list never held leaves the list
 * at its top.
 */
export function useReturnToRow(ids: readonly string[], shown: boolean, settled: boolean) {
  // Taken once, on the list's first render: a later visit starts at the top as usual.
  const [returningFrom] = useState(takeReturningFrom);
  const done = useRef(returningFrom === undefined);
  const placedAmong = useRef<readonly string[]>(undefined);

  useEffect(() => {
    if (done.current || !shown || placedAmong.current) return;
    placedAmong.current = ids;
    rowLink(returningFrom)?.scrollIntoView({ block: 'center' });
  }, [shown, ids, returningFrom]);

  useEffect(() => {
    if (done.current || !settled) return;
    done.current = true;
    const place = (placedAmong.current ?? ids).indexOf(returningFrom ?? '');
    const inItsPlace = place < 0 ? undefined : ids[Math.min(place, ids.length - 1)];
    const link = rowLink(returningFrom) ?? rowLink(inItsPlace);
    if (!link) {
      window.scrollTo({ top: 0 });
      return;
    }
    link.focus({ preventScroll: true });
    link.scrollIntoView({ block: placedAmong.current ? 'nearest' : 'center' });
  }, [settled, ids, returningFrom]);
}
