import type { ApplicationStatus } from '@institute/core/application/status';
import type { ChangeResult } from '@institute/core/application/service';
import { adminRequest } from '../../../lib/api';

/** One application's answer to a bulk change: its new record, or why it did not move. */
export type BulkResult = { id: string } & ChangeResult;

export interface StatusesChange {
  ids: string[];
  status: ApplicationStatus;
  /** Staff confirmed accepting beyond a full intake's capacity. */
  overCapacity?: boolean;
}

/** POST /api/admin/applications/bulk-status: one new status for several, each answered alone. */
export async function setStatuses({
  ids,
  status,
  overCapacity,
}: StatusesChange): Promise<BulkResult[]> {
  const { results } = await adminRequest<{ results: BulkResult[] }>('/applications/bulk-status', {
    method: 'POST',
    body: { ids, status, ...(overCapacity ? { over_capacity: true } : {}) },
  });
  return results;
}
