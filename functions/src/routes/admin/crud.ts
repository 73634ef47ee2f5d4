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
import { newRecordIdSchema } from '@institute/core/db/record-id';
import { formatInstituteTime } from '@institute/core/calendar/format';
import type { AuditActor } from '@institute/core/audit/schema';
import type { AppDeps } from '../../deps';
import { ApiError, notFound, refused, refusedInput } from '../../errors';
import { actorOf, type AccountLookup } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';
import { editingRoutes } from './editing';
import { idParam } from './record-params';
import { trashRoutes } from './trash';
import { versionRoutes } from './versions';

export interface CrudOptions<I, R extends BaseRecord> {
  /** The body of POST and PUT (PUT replaces every editable field). */
  schema: v.GenericSchema<unknown, I>;
  service: RecordService<I, R>;
  /** For messages: "Course not found". */
  noun: string;
}

/** What the routes use of the app: the table, the caller's e-mail for the audit trail, the clock. */
type CrudDeps = Pick<AppDeps, 'db' | 'account' | 'clock'>;

/**
 * The admin list/create/update/delete routes every managed record shares, and its version
 * history (./versions.ts). Mounted on the admin
 * sub-app, so the guard has already checked the caller.
 */
export function crudRoutes<I extends object, R extends BaseRecord>(
  { db, account, clock }: CrudDeps,
  { schema, service, noun }: CrudOptions<I, R>,
) {
  // The kind its editors' heartbeats are kept under: "Team member" → team_member.
  const kind = noun.toLowerCase().replace(/\s+/g, '_');
  return (
    new Hono<AuthEnv>()
      .get('/', async (c) => c.json(await service.list()))
      // A client may name the new record (`id`): the same create sent again after a lost
      // answer is answered with the record it made, not made twice.
      .post('/', async (c) => {
        const { id } = await parseJson(c, newRecordIdSchema);
        const input = await parseJson(c, schema);
        const actor = await actorOf(c.get('caller'), account);
        const result = await service.create(input, actor, id);
        if (result.ok) return c.json(result.record, 201);
        if (result.reason === 'refused') throw refusedInput(result);
        throw refused({ reason: result.reason, message: idTakenMessage(noun) });
      })
      .put('/:id', async (c) => {
        const startedFrom = revisionOf(c.req.header('if-match'));
        const input = await parseJson(c, schema);
        const actor = await actorOf(c.get('caller'), account);
        const id = idParam(c.req.param('id'), noun);
        const result = await service.update(id, input, actor, startedFrom);
        if (result.ok) return c.json(result.record);
        if (result.reason === 'not_found') throw notFound(noun);
        if (result.reason === 'refused') throw refusedInput(result);
        throw staleEdit(noun, result, actor);
      })
      // To the trash for 30 days (./trash.ts brings it back or deletes it for good).
      .delete('/:id', async (c) => {
        const actor = await actorOf(c.get('caller'), account);
        const id = idParam(c.req.param('id'), noun);
        if (!(await service.remove(id, actor))) throw notFound(noun);
        return c.body(null, 204);
      })
      // The edit form's heartbeat: "I have this open", answered with who else has.
      .route(
        '/',
        editingRoutes({ db, account, clock }, kind, (value) => idParam(value, noun)),
      )
      .route('/', versionRoutes({ schema, service, noun, account }))
      .route('/', trashRoutes({ service, noun, account }))
  );
}

/** 409 for a new record's id already stored with other fields, or in the trash. */
const idTakenMessage = (noun: string) => {
  const name = noun.toLowerCase();
  return `A ${name} with this id was already created, by an earlier save whose answer may have been lost. Close the form and open the ${name} from the list to change it.`;
};

/**
 * The revision an edit started from, from `If-Match: "7"` (the record's `revision` when the form
 * was loaded); undefined without the header, when the last save wins.
 */
export function revisionOf(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  if (!match) {
    throw new ApiError(
      400,
      'validation_failed',
      'If-Match must be the revision the edit started from, such as "3"',
    );
  }
  return Number(match[1]);
}

/**
 * 409 for an edit that started before a later save, naming who saved it and when: the caller
 * themselves, from another tab or device, is told so rather than read of "someone else".
 */
export function staleEdit(
  noun: string,
  last: { by: string | null; at: string },
  caller: Pick<AuditActor, 'email'>,
): ApiError {
  const when = last.at ? ` at ${formatInstituteTime(last.at)} (Malaysia time)` : '';
  const what = `this ${noun.toLowerCase()}${when}`;
  const yourself = last.by !== null && last.by === caller.email;
  return new ApiError(
    409,
    'edit_conflict',
    yourself
      ? `You saved ${what} in another tab or window, after this one was opened. Reload the saved version, or keep the changes made here and save again.`
      : `${last.by ?? 'Someone else'} saved ${what}, after you opened it. Reload the saved version, or keep your changes and save again.`,
  );
}

export interface MoveOptions<R extends OrderedRecord> {
  service: Pick<OrderedRecordService<unknown, R>, 'move'>;
  noun: string;
  account: AccountLookup;
}

/** The error a failed move answers with (its status: REFUSALS); `noun` as in "Course not found". */
function moveError(result: Exclude<MoveResult<unknown>, { ok: true }>, noun: string): ApiError {
  const name = noun.toLowerCase();
  const { reason, field } = result;
  switch (reason) {
    case 'not_found':
      return notFound(noun);
    case 'same_record':
      return refused({
        reason,
        message: `A ${name} cannot move next to itself`,
        fields: { [field]: `Must be the id of another ${name}` },
      });
    case 'anchor_not_found':
      // Also what an id of another list gets: ids are looked up in this list only.
      return refused({
        reason,
        message: `${field} must be the id of another ${name}: a ${name} moves only among ${name}s`,
        fields: { [field]: `No ${name} has this id` },
      });
    case 'conflict':
      return refused({
        reason,
        message: `The ${name}s changed while this one was being moved; reload and try again`,
      });
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

/** The routes of an ordered list (courses, testimonials, team members): crudRoutes and `move`. */
export function orderedCrudRoutes<I extends object, R extends OrderedRecord>(
  deps: CrudDeps,
  options: CrudOptions<I, R> & { service: OrderedRecordService<I, R> },
) {
  const { service, noun } = options;
  return crudRoutes(deps, options).route('/', moveRoutes({ service, noun, account: deps.account }));
}
