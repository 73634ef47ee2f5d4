import { Hono } from 'hono';
import { settingsUpdateSchema } from '@institute/core/site-setting/schema';
import { siteSettingService } from '@institute/core/site-setting/service';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';
import { settingsVersionRoutes } from './versions';

/**
 * Site settings: GET inserts the default rows on first use; PUT saves the rows it is given; their
 * versions under /versions.
 */
export function settingsRoutes({ db, account }: AppDeps) {
  const settings = siteSettingService(db);
  return new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await settings.listForAdmin()))
    .put('/', async (c) => {
      const update = await parseJson(c, settingsUpdateSchema);
      return c.json(await settings.save(update, await actorOf(c.get('caller'), account)));
    })
    .route('/', settingsVersionRoutes(settings, account));
}
