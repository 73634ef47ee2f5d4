import { Hono } from 'hono';
import { stringify } from 'csv-stringify/sync';
import { instituteDayOf } from '@institute/core/calendar/institute-day';
import { applicationCsvRows } from '@institute/core/application/display';
import {
  applicationFiltersSchema,
  applicationListQuerySchema,
  applicationBulkStatusSchema,
  applicationPatchSchema,
} from '@institute/core/application/inbox';
import { intakeService } from '@institute/core/intake/service';
import { applicationService } from '@institute/core/application/service';
import { failedNotificationKinds, notifyNewApplication } from '@institute/core/application/notify';
import { recordId } from '@institute/core/db/record-id';
import type { AppDeps } from '../../deps';
import { ApiError, notFound, refused } from '../../errors';
import { idParam } from './record-params';
import { actorOf } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseQuery } from '../../query';
import { parseJson } from '../../validation';
import { siteOrigin } from '../applications';
import { isSuperAdmin } from '@institute/core/auth/roles';

/** The applications inbox: list with filters and paging, CSV export, detail, status and notes. */
export function adminApplicationRoutes({ db, account, mailer, config }: AppDeps) {
  const applications = applicationService(db);
  const intakes = intakeService(db);

  return (
    new Hono<AuthEnv>()
      .get('/', async (c) => {
        const result = await applications.listPage(parseQuery(c, applicationListQuerySchema));
        if (!result.ok) throw refused({ reason: 'invalid_cursor', message: result.message });
        return c.json(result.page);
      })
      // Static paths before '/:id'.
      .get('/summary', async (c) => c.json(await applications.statusCounts()))
      // Every intake with its accepted and waitlisted counts (the inbox's intake summary).
      .get('/intakes', async (c) =>
        c.json({ items: await intakes.summaries(), today: instituteDayOf(new Date()) }),
      )
      // One status for several applications; each answers for itself (changed or why not).
      .post('/bulk-status', async (c) => {
        const { ids, status, over_capacity } = await parseJson(c, applicationBulkStatusSchema);
        const results = await applications.changeMany(
          ids,
          { status, over_capacity },
          await actorOf(c.get('caller'), account),
        );
        return c.json({ results });
      })
      .get('/export.csv', async (c) => {
        const records = await applications.exportAll(parseQuery(c, applicationFiltersSchema));
        // BOM: Excel reads a file without one as the local code page and garbles Tamil names.
        const csv = stringify(applicationCsvRows(records), {
          bom: true,
          record_delimiter: 'windows',
        });
        const name = `applications-${instituteDayOf(new Date())}.csv`;
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/:id', async (c) => {
        // Lower-cased: an upper-case copy of an id names the same application.
        const id = recordId('application', c.req.param('id'));
        const record = id ? await applications.get(id) : null;
        if (!record) throw notFound('Application');
        return c.json(record);
      })
      // Sends again the new-application e-mails whose last attempt failed, and answers the record.
      .post('/:id/notifications', async (c) => {
        const id = recordId('application', c.req.param('id'));
        const record = id ? await applications.get(id) : null;
        if (!record || !id) throw notFound('Application');
        const kinds = failedNotificationKinds(record);
        if (kinds.length === 0) {
          throw new ApiError(409, 'nothing_to_resend', 'Every e-mail of this application was sent');
        }
        await notifyNewApplication({ db, mailer }, record, {
          kinds,
          siteUrl: siteOrigin(c, config),
        });
        return c.json(await applications.get(id));
      })
      .patch('/:id', async (c) => {
        const patch = await parseJson(c, applicationPatchSchema);
        const id = idParam(c.req.param('id'), 'Application');
        const result = await applications.change(
          id,
          patch,
          await actorOf(c.get('caller'), account),
        );
        if (!result.ok) throw refused(result);
        return c.json(result.record);
      })
      .post('/:id/reopen', async (c) => {
        const id = idParam(c.req.param('id'), 'Application');
        const caller = c.get('caller');
        const result = await applications.reopen(id, await actorOf(caller, account), {
          superAdmin: isSuperAdmin(caller.groups),
        });
        if (!result.ok) throw refused(result);
        return c.json(result.record);
      })
  );
}
