import { queryOptions } from '@tanstack/react-query';
import type { TrashedRecord } from '@institute/core/trash/schema';
import type { VersionDetail, VersionSummary } from '@institute/core/version/schema';
import { adminRequest } from './api';
import { ADMIN_QUERY_KEY } from './admin-session';

/*
 * The requests of the admin's record lists (courses, testimonials, team members, content
 * sections) and what the shared list pieces ask of any record: its trash, its saved versions
 * (the settings' too), and who else has it open. `path` is the list's API path, e.g.
 * '/courses'. The trash and versions sit under the list's own key, so whatever reloads a list
 * reloads them too.
 */

/** One record's path under its list's, e.g. '/courses/<id>'. */
export const recordPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** The body of POST /api/admin/<list>/:id/move: the record it now follows or precedes. */
export type MoveBody = { after_id: string } | { before_id: string };

/** GET /api/admin/<list>: every record, in the list's order (a non-list answer reads as none). */
export async function fetchRecords<TRecord>(path: string, signal?: AbortSignal) {
  const body = await adminRequest<unknown>(path, { signal });
  return Array.isArray(body) ? (body as TRecord[]) : [];
}

export const recordListQuery = <TRecord>(path: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, path],
    queryFn: ({ signal }) => fetchRecords<TRecord>(path, signal),
  });

/**
 * POST /api/admin/<list> for a new record, PUT /api/admin/<list>/:id for an edit. A new record
 * carries the id its form made (`newId`), so the same save sent again after a lost answer is
 * stored once. An edit sends the revision its form started from, so a save over someone
 * else's is refused (409).
 */
export function saveRecord(
  path: string,
  save:
    | { id: string; revision?: number; values: unknown }
    | { id?: undefined; newId: string; values: unknown },
) {
  if (save.id === undefined) {
    const body = { ...(save.values as object), id: save.newId };
    return adminRequest<unknown>(path, { method: 'POST', body });
  }
  return adminRequest<unknown>(recordPath(path, save.id), {
    method: 'PUT',
    body: save.values,
    headers: save.revision === undefined ? undefined : { 'If-Match': `"${save.revision}"` },
  });
}

/** DELETE /api/admin/<list>/:id: the record goes to the trash. */
export const deleteRecord = (path: string, id: string) =>
  adminRequest<unknown>(recordPath(path, id), { method: 'DELETE' });

/** POST /api/admin/<list>/:id/move. */
export const moveRecord = (path: string, id: string, body: MoveBody) =>
  adminRequest<unknown>(`${recordPath(path, id)}/move`, { method: 'POST', body });

/** GET /api/admin/<list>/trash: the deleted records still kept. */
export const trashQuery = <TRecord>(path: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, path, 'trash'],
    queryFn: ({ signal }) => adminRequest<TrashedRecord<TRecord>[]>(`${path}/trash`, { signal }),
  });

/** POST /api/admin/<list>/trash/:id/restore. */
export const restoreFromTrash = <TRecord>(path: string, id: string) =>
  adminRequest<TRecord>(`${recordPath(`${path}/trash`, id)}/restore`, { method: 'POST', body: {} });

/** DELETE /api/admin/<list>/trash/:id: gone for good. */
export const deleteForGood = (path: string, id: string) =>
  adminRequest<unknown>(recordPath(`${path}/trash`, id), { method: 'DELETE' });

// Versions are read afresh each time the history opens: a save may have added one since.
const versionsKey = (path: string) => [...ADMIN_QUERY_KEY, path, 'versions'];

/** GET <path>/versions: the saved versions, newest first. */
export const versionsQuery = (path: string) =>
  queryOptions({
    queryKey: versionsKey(path),
    queryFn: ({ signal }) => adminRequest<VersionSummary[]>(`${path}/versions`, { signal }),
    staleTime: 0,
  });

/** GET <path>/versions/:versionId: one version's content. */
export const versionQuery = (path: string, versionId: string | null) =>
  queryOptions({
    queryKey: [...versionsKey(path), versionId],
    queryFn: ({ signal }) =>
      adminRequest<VersionDetail>(recordPath(`${path}/versions`, versionId ?? ''), { signal }),
    enabled: versionId !== null,
    staleTime: 0,
  });

/** POST <path>/versions/:versionId/restore. */
export const restoreVersion = (path: string, versionId: string) =>
  adminRequest<unknown>(`${recordPath(`${path}/versions`, versionId)}/restore`, {
    method: 'POST',
    body: {},
  });

export interface Editor {
  name: string;
  seen_at: string;
}

/**
 * POST <record>/editing: "I have this open", answered with the others who have it open. Asked
 * again every `heartbeatMs` while the form is open; never cached past it.
 */
export const editorsQuery = (recordPath: string, heartbeatMs: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'editing', recordPath],
    queryFn: () =>
      adminRequest<{ editors: Editor[] }>(`${recordPath}/editing`, { method: 'POST', body: {} }),
    refetchInterval: heartbeatMs,
    gcTime: 0,
    retry: false,
  });

/** DELETE <record>/editing: the form closed. */
export const stopEditing = (recordPath: string) =>
  adminRequest<unknown>(`${recordPath}/editing`, { method: 'DELETE' });
