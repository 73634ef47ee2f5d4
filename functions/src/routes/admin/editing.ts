import { Hono } from 'hono';
import { editingService } from '@institute/core/editing/service';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';

/**
 * An edit form's heartbeat (decision 045), for any record with an edit form: POST /:key/editing
 * says "I have this open" and answers who else has; DELETE says the form closed. `keyOf` checks
 * the path's key as the record's save does, so an unknown one gets the save's refusal. Mounted
 * beside the save, so the same guard lets in the same roles.
 */
export function editingRoutes(
  { db, account, clock }: Pick<AppDeps, 'db' | 'account' | 'clock'>,
  kind: string,
  keyOf: (value: string) => string,
) {
  const editing = editingService(db, clock);
  return new Hono<AuthEnv>()
    .post('/:key/editing', async (c) => {
      const { sub, email } = await actorOf(c.get('caller'), account);
      const id = keyOf(c.req.param('key'));
      const editors = await editing.heartbeat({ kind, id }, { sub, name: email ?? 'A colleague' });
      return c.json({ editors });
    })
    .delete('/:key/editing', async (c) => {
      await editing.leave({ kind, id: keyOf(c.req.param('key')) }, c.get('caller').sub);
      return c.body(null, 204);
    });
}
