/*
 * Scheduled publishing (docs/decisions/047-scheduled-publishing.md): a published record may name
 * when it starts to show ("publish from") and when it stops ("unpublish after"), as ISO UTC
 * instants. The public data shows a record only inside its window, judged by a clock the caller
 * passes, and tells when the next window boundary comes so caches never run past it.
 */

/** What the window rules read of a record. */
export interface Windowed {
  status: string;
  publish_from?: string | null;
  unpublish_after?: string | null;
}

/** Published and Draft, plus Scheduled (published, window not begun) and Expired (ended). */
export type PublishState = 'published' | 'draft' | 'scheduled' | 'expired';

const instant = (iso: string | null | undefined): number | null => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/** Where a record stands at `now`. The end is exclusive: at "unpublish after" it is gone. */
export function publishState(record: Windowed, now: Date): PublishState {
  if (record.status !== 'published') return 'draft';
  const from = instant(record.publish_from);
  const until = instant(record.unpublish_after);
  if (until !== null && now.getTime() >= until) return 'expired';
  if (from !== null && now.getTime() < from) return 'scheduled';
  return 'published';
}

/** True when the public site shows the record at `now`. */
export const isLive = (record: Windowed, now: Date) => publishState(record, now) === 'published';

/**
 * The published records live at `now`, in their order, and the instant (epoch ms) of the next
 * window boundary among all of them (a start or an end still ahead); null when there is none.
 */
export function liveNow<R extends Windowed>(
  records: readonly R[],
  now: Date,
): { live: R[]; nextChange: number | null } {
  let nextChange: number | null = null;
  for (const record of records) {
    if (record.status !== 'published') continue;
    for (const boundary of [instant(record.publish_from), instant(record.unpublish_after)]) {
      if (boundary !== null && boundary > now.getTime()) {
        nextChange = nextChange === null ? boundary : Math.min(nextChange, boundary);
      }
    }
  }
  return { live: records.filter((record) => isLive(record, now)), nextChange };
}

/** The earlier of two boundaries, either of which may be absent. */
export const earliest = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);
