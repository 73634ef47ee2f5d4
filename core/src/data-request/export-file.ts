import { instituteDayOf } from '../calendar/institute-day';

/**
 * The personal-data export's file name, dated by the institute's day (Malaysia time), as the
 * request log and the applications CSV date things: an export at 07:00 in Ipoh is not
 * yesterday's.
 */
export const exportFileName = (generatedAt: string) =>
  `personal-data-${instituteDayOf(generatedAt)}.json`;
