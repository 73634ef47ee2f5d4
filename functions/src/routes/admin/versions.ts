import { Hono } from 'hono';
import type * as v from 'valibot';
import type { BaseRecord } from '@institute/core/db/record-repository';
import type { RecordService, RestoreResult } from '@institute/core/db/record-service';
import type { SiteSettingService } from '@institute/core/site-setting/service';
import { isVersionId } from '@institute/core/version/schema';
import { notFound, refused, type ApiError } from '../../errors';
import { actorOf, type AccountLookup } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { idParam } from './record-params';

/** The path's version id; 404 when it cannot name a version (checked before the table is asked). */
function versionParam(value: string): string {
  if (!isVersionId(value)) throw notFound('Version');
  return value;
}

/** The answer to a refused restore (its status: REFUSALS). */
function restoreError(
  result: Exclude<RestoreResult<unknown>, { ok: true }>,
  noun: string,
): ApiError {
  const instead = `; edit the ${noun.toLowerCase()} instead`;
  switch (result.reason) {
    case 'not_found':
      return notFound(noun);
    case 'version_not_found':
      return notFound('Version');
    case 'invalid':
      return refused({
        ...result,
        message: `This version breaks a rule added since it was saved (${result.message})${instead}`,
      });
    // Other records rule it out (an intake another course holds): as invalid, for a restore.
    case 'refused':
      return refused({
        reason: 'invalid',
        message: `This version cannot be restored (${result.message})${instead}`,
        fields: result.fields,
      });
  }
}

export interface VersionRouteOptions<I, R extends BaseRecord> {
  /** The body of PUT: a restored version must pass it too. */
  schema: v.GenericSchema<unknown, I>;
  service: Pick<RecordService<I, R>, 'versions' | 'version' | 'restore'>;
  noun: string;
  account: AccountLookup;
}

/**
 * GET /:id/versions (newest first), GET /:id/versions/:versionId (the record as it was and
 * what restoring it changes) and POST /:id/versions/:versionId/restore. app.ts guards them
 * with the right to edit the kind, reads included: a version is a whole record.
 */
export function versionRoutes<I extends object, R extends BaseRecord>({
  schema,
  service,
  noun,
  account,
}: VersionRouteOptions<I, R>) {
  return new Hono<AuthEnv>()
    .get('/:id/versions', async (c) => {
      const versions = await service.versions(idParam(c.req.param('id'), noun));
      if (!versions) throw notFound(noun);
      return c.json(versions);
    })
    .get('/:id/versions/:versionId', async (c) => {
      const id = idParam(c.req.param('id'), noun);
      const version = await service.version(id, versionParam(c.req.param('versionId')));
      if (!version) throw notFound('Version');
      return c.json(version);
    })
    .post('/:id/versions/:versionId/restore', async (c) => {
      const id = idParam(c.req.param('id'), noun);
      const versionId = versionParam(c.req.param('versionId'));
      const actor = await actorOf(c.get('caller'), account);
      const result = await service.restore(id, versionId, actor, schema);
      if (!result.ok) throw restoreError(result, noun);
      return c.json(result.record);
    });
}

/** The same three routes for the settings, versioned as one record: /versions, … */
export function settingsVersionRoutes(settings: SiteSettingService, account: AccountLookup) {
  return new Hono<AuthEnv>()
    .get('/versions', async (c) => c.json(await settings.versions()))
    .get('/versions/:versionId', async (c) => {
      const version = await settings.version(versionParam(c.req.param('versionId')));
      if (!version) throw notFound('Version');
      return c.json(version);
    })
    .post('/versions/:versionId/restore', async (c) => {
      const versionId = versionParam(c.req.param('versionId'));
      const result = await settings.restore(versionId, await actorOf(c.get('caller'), account));
      if (!result.ok) throw restoreError(result, 'Settings');
      return c.json(result.record);
    });
}
