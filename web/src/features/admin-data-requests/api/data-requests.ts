import { queryOptions } from '@tanstack/react-query';
import type { InferOutput } from 'valibot';
import type { ApplicationSummary } from '@institute/core/application/inbox';
import type {
  DataRequestRecord,
  DataRequestView,
  dataRequestCreateSchema,
  dataRequestEraseSchema,
  dataRequestExportSchema,
} from '@institute/core/data-request/schema';
import type { DataExport } from '@institute/core/data-request/service';
import { adminRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/admin-session';

/*
 * The PDPA data requests, under /api/admin/applications/data-requests. The e-mail address always
 * travels in a body, never in a URL, so it stays out of the access logs.
 */

const DATA_REQUESTS_PATH = '/applications/data-requests';

/** Under the admin key: every change on the page refreshes all admin data, this log included. */
const DATA_REQUESTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'data-requests'] as const;

/** An application found for an address; an erased one keeps its row without the name. */
export type FoundApplication = ApplicationSummary & { anonymised_at: string | null };

/** The bodies as the API's schemas read them. */
export type DataExportRequest = InferOutput<typeof dataRequestExportSchema>;
export type EraseRequest = InferOutput<typeof dataRequestEraseSchema>;
export type DataRequestEntry = InferOutput<typeof dataRequestCreateSchema>;

/** GET /api/admin/applications/data-requests: the request log, each with its due day. */
export const dataRequestLogQuery = () =>
  queryOptions({
    queryKey: DATA_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) =>
      adminRequest<{ items: DataRequestView[] }>(DATA_REQUESTS_PATH, { signal }),
  });

/**
 * POST /api/admin/applications/data-requests/search: every application holding an address.
 * Asks nothing until there is an address to look for.
 */
export const applicationsByEmailQuery = (email: string) =>
  queryOptions({
    queryKey: [...DATA_REQUESTS_QUERY_KEY, 'search', email],
    enabled: email !== '',
    queryFn: () =>
      adminRequest<{ items: FoundApplication[] }>(`${DATA_REQUESTS_PATH}/search`, {
        method: 'POST',
        body: { email },
      }),
  });

/** POST /api/admin/applications/data-requests/export: everything held for an address (logged). */
export const exportPersonalData = (request: DataExportRequest) =>
  adminRequest<DataExport>(`${DATA_REQUESTS_PATH}/export`, { method: 'POST', body: request });

/** POST /api/admin/applications/data-requests/erase: anonymises every application of an address. */
export const erasePersonalData = (request: EraseRequest) =>
  adminRequest<{ request: DataRequestRecord; anonymised: string[] }>(
    `${DATA_REQUESTS_PATH}/erase`,
    { method: 'POST', body: request },
  );

/** POST /api/admin/applications/data-requests: logs a request that arrived, still to answer. */
export const logDataRequest = (entry: DataRequestEntry) =>
  adminRequest<DataRequestRecord>(DATA_REQUESTS_PATH, { method: 'POST', body: entry });

/** POST /api/admin/applications/data-requests/:id/complete: marks a logged request answered. */
export const completeDataRequest = (id: string) =>
  adminRequest<DataRequestRecord>(`${DATA_REQUESTS_PATH}/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: {},
  });
