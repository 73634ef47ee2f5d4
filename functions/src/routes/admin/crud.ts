import { Hono } from 'hono';
import type * as v from 'valibot';
import type { BaseRecord } from '@institute/core/db/record-repository';
import {
  moveInputSchema,
  type MoveResult,
  type OrderedRecord,
  type OrderedRecordService,
} from '@institute/core/db/record-move';
import type { RecordService } from '@institute/core/db/record-service';
import { ApiError, notFound } from '../../errors';
import { actorOf, type AccountLookup } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';
import { idParam } from './record-params';
import { versionRoutes } from './versions';

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
 * The admin list/create/update/delete routes every managed record shares, and its version
 * history (./versions.ts). Mounted on the admin
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
      const record = await service.update(idParam(c.req.param('id'), noun), input, actor);
      if (!record) throw notFound(noun);
      return c.json(record);
    })
    .delete('/:id', async (c) => {
      const actor = await actorOf(c.get('caller'), account);
      const id = idParam(c.req.param('id'), noun);
      if (!(await service.remove(id, actor))) throw notFound(noun);
      return c.body(null, 204);
    })
    .route('/', versionRoutes({ schema, service, noun, account }));
}

export interface MoveOptions<R extends OrderedRecord> {
  service: Pick<OrderedRecordService<unknown, R>, 'move'>;
  noun: string;
  account: AccountLookup;
}

/** The error a failed move answers with; `noun` as in "Course not found". */
function moveError(result: Exclude<MoveResult<unknown>, { ok: true }>, noun: string): ApiError {
  const name = noun.toLowerCase();
  switch (result.reason) {
    case 'not_found':
      return notFound(noun);
    case 'same_record':
      return new ApiError(400, 'validation_failed', `A ${name} cannot move next to itself`, {
        [result.field]: `Must be the id of another ${name}`,
      });
    case 'anchor_not_found':
      // Also what an id of another list gets: ids are looked up in this list only.
      return new ApiError(
        400,
        'validation_failed',
        `${result.field} must be the id of another ${name}: a ${name} moves only among ${name}s`,
        { [result.field]: `No ${name} has this id` },
      );
    case 'conflict':
      return new ApiError(
        409,
        'conflict',
        `The ${name}s changed while this one was being moved; reload and try again`,
      );
  }
}

/**
 * POST /:id/move with { after_id } or { before_id }: drag-and-drop reordering. Writes the moved
 * record only (a rare rebalance aside), and answers with it.
 */
export function moveRoutes<R extends OrderedRecord>({ service, noun, account }: MoveOptions<R>) {
  return new Hono<AuthEnv>().post('/:id/move', async (c) => {
    const input = await parseJson(c, moveInputSchema);
    const actor = await actorOf(c.get('caller'), account);
    const result = await service.move(idParam(c.req.param('id'), noun), input, actor);
    if (!result.ok) throw moveError(result, noun);
    return c.json(result.record);
  });
}
