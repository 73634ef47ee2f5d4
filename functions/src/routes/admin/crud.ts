import { Hono } from 'hono';
import type * as v from 'valibot';
import type { BaseRecord } from '@institute/core/db/record-repository';
import type { RecordService } from '@institute/core/db/record-service';
import { notFound } from '../../errors';
import { actorOf, type AccountLookup } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';

export interface CrudOptions<I, R extends BaseRecord> {
  /** The body of POST and PUT (PUT replaces every editable field). */
  schema: v.GenericSchema<unknown, I>;
  service: RecordService<I, R>;
  /** For messages: "Course not found". */
  noun: string;
  /** Reads the caller's e-mail for the audit trail. */
  account: AccountLookup;
}

/**
 * The admin list/create/update/delete routes every managed record shares. Mounted on the admin
 * sub-app, so the guard has already checked the caller.
 */
export function crudRoutes<I extends object, R extends BaseRecord>({
  schema,
  service,
  noun,
  account,
}: CrudOptions<I, R>) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await service.list()))
    .post('/', async (c) => {
      const input = await parseJson(c, schema);
      return c.json(await service.create(input, await actorOf(c.get('caller'), account)), 201);
    })
    .put('/:id', async (c) => {
      const input = await parseJson(c, schema);
      const actor = await actorOf(c.get('caller'), account);
      const record = await service.update(c.req.param('id'), input, actor);
      if (!record) throw notFound(noun);
      return c.json(record);
    })
    .delete('/:id', async (c) => {
      const actor = await actorOf(c.get('caller'), account);
      if (!(await service.remove(c.req.param('id'), actor))) throw notFound(noun);
      return c.body(null, 204);
    });
}
