import { formatInstituteTime } from '@institute/core/calendar/format';

/** A moment as staff read it, in Malaysia time, marked up as a `<time>` with the exact instant. */
export function InstituteTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatInstituteTime(at)}</time>;
}
