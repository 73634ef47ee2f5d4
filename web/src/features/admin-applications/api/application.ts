import { queryOptions } from '@tanstack/react-query';
import type { ApplicationPatch } from '@institute/core/application/inbox';
import type { Correction } from '@institute/core/application/correction-schema';
import type { ApplicationRecord } from '@institute/core/application/record';
import { adminRequest } from '../../../lib/api';
import { APPLICATIONS_QUERY_KEY } from '../../../lib/application-summary-query';

/*
 * One application's requests. Each change answers with the whole record as it now stands, so a
 * caller can put it straight into the detail query's cache.
 */

/** An application's path under /api/admin. */
export const applicationPath = (id: string) => `/applications/${encodeURIComponent(id)}`;

/** GET /api/admin/applications/:id: the record, its history and notes (the detail page's query). */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => adminRequest<ApplicationRecord>(applicationPath(id), { signal }),
  });

/** PATCH /api/admin/applications/:id: a new status, notes, or both. */
export const updateApplication = (id: string, patch: ApplicationPatch) =>
  adminRequest<ApplicationRecord>(applicationPath(id), { method: 'PATCH', body: patch });

/** POST /api/admin/applications/:id/reopen: takes a decision back (the server picks the status). */
export const reopenApplication = (id: string) =>
  adminRequest<ApplicationRecord>(`${applicationPath(id)}/reopen`, { method: 'POST', body: {} });

/** POST /api/admin/applications/:id/notifications: sends the failed confirmation e-mails again. */
export const resendNotifications = (id: string) =>
  adminRequest<ApplicationRecord>(`${applicationPath(id)}/notifications`, {
    method: 'POST',
    body: {},
  });

/** POST /api/admin/applications/data-requests/correct/:id: a PDPA correction, audited. */
export const correctApplication = (id: string, correction: Correction) =>
  adminRequest<ApplicationRecord>(`/applications/data-requests/correct/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: correction,
  });
