import { Hono } from 'hono';
import type { BaseRecord } from '@institute/core/db/record-repository';
import type { RecordService } from '@institute/core/db/record-service';
import { ApiError } from '../../errors';
import { actorOf, type AccountLookup } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { idParam } from './record-params';

export interface TrashRouteOptions<R extends BaseRecord> {
  service: Pick<RecordService<unknown, R>, 'trash' | 'restoreFromTrash' | 'purge'>;
  /** For messages: "Course not found in the trash". */
  noun: string;
  account: AccountLookup;
}

/** 404 for a record that is not in the trash (never deleted, expired, restored or purged). */
const notInTrash = (noun: string) =>
  new ApiError(
    404,
    'not_found',
    `${noun} not found in the trash: it may have been restored, deleted for good, or kept past its 30 days`,
  );

/**
 * GET /trash (newest first: who deleted, when, when it goes for good), POST /trash/:id/restore
 * and DELETE /trash/:id (for good). app.ts guards them with the right to edit the kind, reads
 * included, as a delete is (docs/decisions/046-trash.md).
 */
export function trashRoutes<R extends BaseRecord>({
  service,
  noun,
  account,
}: TrashRouteOptions<R>) {
  return new Hono<AuthEnv>()
    .get('/trash', async (c) => c.json(await service.trash()))
    .post('/trash/:id/restore', async (c) => {
      const actor = await actorOf(c.get('caller'), account);
      const result = await service.restoreFromTrash(idParam(c.req.param('id'), noun), actor);
      if (!result.ok) throw notInTrash(noun);
      return c.json(result.record);
    })
    .delete('/trash/:id', async (c) => {
      const actor = await actorOf(c.get('caller'), account);
      if (!(await service.purge(idParam(c.req.param('id'), noun), actor))) throw notInTrash(noun);
      return c.body(null, 204);
    });
}
