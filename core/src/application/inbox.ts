import * as v from 'valibot';
import { mustBeOneOf } from '../validation/choice-options';
import { dayRangeSchema } from '../calendar/day-range';
import { phoneDigits } from '../contact/phone';
import { comparableText, withoutLatinAccents } from '../lang/text';
import { statusEmailState, type StatusEmailState } from '../status-email/current';
import { COUNTRIES, COURSE_NAMES, type Country, type CourseName } from './choices';
import { type ApplicationRecord } from './record';
import type { Page } from '../db/cursor';
import { typedText } from '../validation/plain-text';
import { APPLICATION_NOTES_MAX, APPLICATION_STATUSES, type ApplicationStatus } from './status';

/*
 * What staff ask of the stored applications: the inbox filters (also the CSV export's), the
 * status/notes change, and the summary a list row shows.
 */

export const INBOX_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE_SIZE = 100;
export const INBOX_SEARCH_MAX = 100;

const STATUS_MESSAGE = mustBeOneOf('Status', APPLICATION_STATUSES);

/** The filters, as query-string values (absent or '' means "any"). */
export const applicationFiltersSchema = v.intersect([
  v.object({
    course: v.optional(v.picklist(COURSE_NAMES, 'Choose a course from the list')),
    status: v.optional(v.picklist(APPLICATION_STATUSES, 'Choose a status from the list')),
    country: v.optional(v.picklist(COUNTRIES, 'Choose a country from the list')),
    q: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(INBOX_SEARCH_MAX, `Search with at most ${INBOX_SEARCH_MAX} characters`),
      ),
    ),
  }),
  dayRangeSchema,
]);

export type ApplicationFilters = v.InferOutput<typeof applicationFiltersSchema>;

/** The inbox list: the filters plus paging. */
export const applicationListQuerySchema = v.intersect([
  applicationFiltersSchema,
  v.object({
    cursor: v.optional(v.pipe(v.string(), v.maxLength(2000, 'The page cursor is not valid'))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.integer(`Page size must be a whole number from 1 to ${INBOX_MAX_PAGE_SIZE}`),
        v.minValue(1, `Page size must be a whole number from 1 to ${INBOX_MAX_PAGE_SIZE}`),
        v.maxValue(
          INBOX_MAX_PAGE_SIZE,
          `Page size must be a whole number from 1 to ${INBOX_MAX_PAGE_SIZE}`,
        ),
      ),
    ),
  }),
]);

export type ApplicationListQuery = v.InferOutput<typeof applicationListQuerySchema>;

/** PATCH /api/admin/applications/:id: a status move, new notes, or both. */
export const applicationPatchSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(APPLICATION_STATUSES, STATUS_MESSAGE)),
    notes: v.optional(
      v.pipe(
        v.nullable(v.string('Notes must be text')),
        v.transform((value) => (value?.trim() ? value.trim() : null)),
        v.nullable(
          v.pipe(
            // A text area's rule: lines kept, control characters refused.
            typedText('area'),
            v.maxLength(
              APPLICATION_NOTES_MAX,
              `Notes must be at most ${APPLICATION_NOTES_MAX} characters`,
            ),
          ),
        ),
      ),
    ),
    /** Staff confirmed accepting beyond the intake's capacity. */
    over_capacity: v.optional(v.boolean('over_capacity must be true or false')),
    /**
     * With a new status: the status the person saw when they chose it. A colleague's move since
     * is a conflict, not overwritten by a decision taken on what is no longer there.
     */
    from_status: v.optional(v.picklist(APPLICATION_STATUSES, STATUS_MESSAGE)),
  }),
  v.check(
    (input) => input.status !== undefined || input.notes !== undefined,
    'Send a new status or notes',
  ),
);

export type ApplicationPatch = v.InferOutput<typeof applicationPatchSchema>;

export const BULK_CHANGE_MAX = INBOX_MAX_PAGE_SIZE;

/** POST /api/admin/applications/bulk-status: one new status for several applications. */
export const applicationBulkStatusSchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(
        v.string('Each id must be an application id'),
        v.toLowerCase(),
        v.uuid('Each id must be an application id'),
      ),
      'Choose the applications to change',
    ),
    v.minLength(1, 'Choose at least one application'),
    v.maxLength(BULK_CHANGE_MAX, `Change at most ${BULK_CHANGE_MAX} applications at once`),
    v.check((ids) => new Set(ids).size === ids.length, 'Each application may be named once'),
  ),
  status: v.picklist(APPLICATION_STATUSES, STATUS_MESSAGE),
  over_capacity: v.optional(v.boolean('over_capacity must be true or false')),
});

/** One row of the inbox list. */
export interface ApplicationSummary {
  id: string;
  full_name: string;
  spiritual_name: string | null;
  email: string;
  country: Country;
  course_name: CourseName;
  status: ApplicationStatus;
  created_at: string;
  /** The intake a course card named, and whether the applicant joined its waitlist. */
  intake: string | null;
  waitlist: boolean;
  /** Ids of other applications for the course that look like the same person's. */
  possible_duplicates: string[];
  /** Whether the applicant has had the e-mail of their current status; null when it has none. */
  status_email: StatusEmailState | null;
}

export type ApplicationPage = Page<ApplicationSummary>;

export function toSummary(record: ApplicationRecord): ApplicationSummary {
  return {
    id: record.id,
    full_name: record.full_name,
    spiritual_name: record.spiritual_name ?? null,
    email: record.email,
    country: record.country,
    course_name: record.course_name,
    status: record.status,
    created_at: record.created_at,
    intake: record.intake ?? null,
    waitlist: record.waitlist === true,
    possible_duplicates: record.possible_duplicates ?? [],
    status_email: statusEmailState(record),
  };
}

/** How the inbox count on the dashboard is read. */
export interface ApplicationStatusCounts {
  total: number;
  by_status: Record<ApplicationStatus, number>;
}

/** The words, then those of them with Latin accents again without: "josé zoë x jose zoe". */
const withAccentsAndWithout = (text: string) => {
  const words = text.split(' ');
  const plain = words.map(withoutLatinAccents).filter((word, index) => word !== words[index]);
  return [...words, ...plain].join(' ');
};

/**
 * Lower-case words that name or reach the applicant, stored for case-insensitive search: the
 * names, the e-mail address and the phone number's international digits. Names with accents are
 * stored with and without them, so "jose" finds José and "josé" finds him too.
 */
export function searchTextOf(
  record: Pick<ApplicationRecord, 'full_name' | 'spiritual_name' | 'email' | 'phone'>,
): string {
  const { full_name, spiritual_name, email, phone } = record;
  return withAccentsAndWithout(
    comparableText([full_name, spiritual_name ?? '', email, phoneDigits(phone)].join(' ')),
  );
}

/** A query of digits and a phone number's punctuation only, as staff copy one from a chat. */
const PHONE_QUERY = /^\+?[\d\s().-]+$/;

/**
 * What the inbox looks for in the stored words: the query as typed, without its Latin accents,
 * and for a phone number also its digits in the stored form, so "012-345 6789", "+60 12 345 6789"
 * and "345 6789" find +60 12-345 6789. Empty for a blank query.
 */
export function searchTermsOf(query: string): string[] {
  const typed = comparableText(query);
  if (!typed) return [];
  const phone = PHONE_QUERY.test(typed) ? phoneDigits(typed) : '';
  return [...new Set([typed, withoutLatinAccents(typed), phone].filter(Boolean))];
}
