import { Hono } from 'hono';
import { correctApplication } from '@institute/core/application/correction';
import { correctionSchema } from '@institute/core/application/correction-schema';
import { toSummary } from '@institute/core/application/inbox';
import {
  dataRequestCreateSchema,
  dataRequestEraseSchema,
  dataRequestExportSchema,
  dataRequestSearchSchema,
} from '@institute/core/data-request/schema';
import { dataRequestService } from '@institute/core/data-request/service';
import type { AppDeps } from '../../deps';
import { notFound, refused } from '../../errors';
import { actorOf } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';
import { isUuid } from '@institute/core/db/record-id';
import { isSuperAdmin } from '@institute/core/auth/roles';
import { exportFileName } from '@institute/core/data-request/export-file';

/**
 * Data requests (PDPA), mounted under /api/admin/applications/data-requests so they are guarded
 * exactly as the applications are. E-mail addresses travel in bodies, never in URLs (logs).
 */
export function dataRequestRoutes({ db, account }: AppDeps) {
  const service = dataRequestService(db);
  return (
    new Hono<AuthEnv>()
      .get('/', async (c) => c.json({ items: await service.list() }))
      .post('/search', async (c) => {
        const { email } = await parseJson(c, dataRequestSearchSchema);
        const records = await service.findByEmail(email);
        return c.json({
          items: records.map((record) => ({
            ...toSummary(record),
            anonymised_at: record.anonymised_at ?? null,
          })),
        });
      })
      .post('/export', async (c) => {
        const input = await parseJson(c, dataRequestExportSchema);
        const actor = await actorOf(c.get('caller'), account);
        const { data } = await service.exportData(input.email, input.received_on, actor);
        return c.json(data, 200, {
          'Content-Disposition': `attachment; filename="${exportFileName(data.generated_at)}"`,
          'Cache-Control': 'no-store',
        });
      })
      .post('/erase', async (c) => {
        const input = await parseJson(c, dataRequestEraseSchema);
        const caller = c.get('caller');
        const result = await service.erase(
          {
            email: input.email,
            confirmName: input.confirm_name,
            receivedOn: input.received_on,
            override: input.override,
          },
          await actorOf(caller, account),
          isSuperAdmin(caller.groups),
        );
        if (!result.ok) throw refused(result);
        return c.json({ request: result.request, anonymised: result.anonymised });
      })
      .post('/', async (c) => {
        const input = await parseJson(c, dataRequestCreateSchema);
        const actor = await actorOf(c.get('caller'), account);
        return c.json(await service.record(input.type, input.email, input.received_on, actor), 201);
      })
      // Correction of one application's contact details (from its detail page).
      .post('/correct/:id', async (c) => {
        const id = c.req.param('id');
        const correction = await parseJson(c, correctionSchema);
        if (!isUuid(id)) throw notFound('Application');
        const actor = await actorOf(c.get('caller'), account);
        const result = await correctApplication(db, id, correction, actor);
        if (!result.ok) throw refused(result);
        return c.json(result.record);
      })
      .post('/:id/complete', async (c) => {
        const id = c.req.param('id');
        const done = isUuid(id)
          ? await service.complete(id, await actorOf(c.get('caller'), account))
          : null;
        if (!done) throw notFound('Open data request');
        return c.json(done);
      })
  );
}
