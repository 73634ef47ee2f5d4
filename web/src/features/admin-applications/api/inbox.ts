import * as v from 'valibot';
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  applicationFiltersSchema,
  type ApplicationFilters,
  type ApplicationPage,
} from '@institute/core/application/inbox';
import { adminDownload, adminRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { APPLICATION_LIST_QUERY_KEY } from '../../../lib/application-summary-query';

/** The filters, checked: each key is dropped when its value is not valid. */
export type InboxSearch = ApplicationFilters;

const FILTER_KEYS = ['course', 'status', 'country', 'from', 'to', 'q'] as const;

/** The filters as the URL carries them, unchecked. */
export type InboxSearchParams = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** Reads the list page's search params: anything unknown or invalid is ignored, not an error. */
export function parseInboxSearch(search: InboxSearchParams): InboxSearch {
  const candidate: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '') candidate[key] = value;
  }
  const result = v.safeParse(applicationFiltersSchema, candidate);
  if (result.success) return result.output;
  // Keep the valid parts: drop each key an issue names (and the range when it is backwards).
  const bad = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
  for (const key of bad) delete candidate[key];
  if (bad.has('to')) delete candidate.from;
  const retry = v.safeParse(applicationFiltersSchema, candidate);
  return retry.success ? retry.output : {};
}

/** The query string of a filter set (no leading '?'). */
export function filterQuery(filters: InboxSearch, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

const PAGE_SIZE = '25';

/** GET /api/admin/applications: the inbox's rows for a filter set, newest first, page by page. */
export const applicationListQuery = (filters: InboxSearch) =>
  infiniteQueryOptions({
    queryKey: [...APPLICATION_LIST_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) =>
      adminRequest<ApplicationPage>(
        `/applications?${filterQuery(filters, { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });

/** GET /api/admin/applications/export.csv: saves the CSV of the current filters as a file. */
export async function downloadApplicationsCsv(filters: InboxSearch): Promise<void> {
  const { blob, filename } = await adminDownload(
    `/applications/export.csv?${filterQuery(filters)}`,
  );
  saveFile(blob, filename ?? 'applications.csv');
}
