import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { changedFields } from '../audit/diff';
import type { AuditActor, AuditEntity } from '../audit/schema';
import { auditLog } from '../audit/service';
import { restoredRecord, versionChanges } from '../version/policy';
import type { VersionDetail, VersionSummary } from '../version/schema';
import { versionLog } from '../version/service';
import type { Db } from './client';
import { written } from './items';
import { sentAgain } from './sent-again';
import type { BaseRecord, RecordRepository } from './record-repository';
import type { TrashedRecord } from '../trash/schema';
import { fieldMessages } from '../validation/field-messages';

/**
 * An input its schema passes but other records rule out (an intake id another course holds):
 * nothing is written, and `fields` says where, as a schema's refusal does.
 */
export interface InputRefusal {
  ok: false;
  reason: 'refused';
  message: string;
  fields: Record<string, string>;
}

/**
 * What a create answers: the record as saved (or as stored, for the same create sent again), or
 * why nothing was written. id_taken: the client's id names another record, or this one with
 * other fields.
 */
export type CreateResult<R> =
  { ok: true; record: R } | { ok: false; reason: 'id_taken' } | InputRefusal;

const idTaken = { ok: false, reason: 'id_taken' } as const;

/** What a restore answers: the record as restored, or why nothing was written. */
export type RestoreResult<R> =
  | { ok: true; record: R; restored: boolean }
  /** not_found: no such record; version_not_found: the record has no such version. */
  | { ok: false; reason: 'not_found' | 'version_not_found' }
  /** The version breaks today's input rules (they changed since it was saved). */
  | { ok: false; reason: 'invalid'; message: string; fields: Record<string, string> }
  | InputRefusal;

/**
 * What an edit answers: the record as saved, or why nothing was written. `stale`: someone saved
 * the record after the editor loaded the revision they started from; `by` and `at` name that
 * last save.
 */
export type UpdateResult<R> =
  | { ok: true; record: R }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'stale'; by: string | null; at: string }
  | InputRefusal;

/**
 * What bringing a record back from the trash answers. not_found: it is not in the trash (never
 * deleted, expired, already restored or deleted for good).
 */
export type TrashRestoreResult<R> = { ok: true; record: R } | { ok: false; reason: 'not_found' };

export interface RecordService<I, R extends BaseRecord> {
  /** Every record, in the admin order. */
  list(): Promise<R[]>;
  /** Published records only, in sort_order. */
  listPublished(): Promise<R[]>;
  /**
   * A new record, under `id` when the client made one (so that sending it again after a lost
   * answer does not make a second record), else under a fresh UUID.
   */
  create(input: I, actor: AuditActor, id?: string): Promise<CreateResult<R>>;
  /**
   * Replaces the record's editable fields. With `startedFrom` (the revision the editor loaded),
   * a record saved since then is left alone (`stale`); without it, the last save wins.
   */
  update(id: string, input: I, actor: AuditActor, startedFrom?: number): Promise<UpdateResult<R>>;
  /**
   * Moves the record to the trash for 30 days (core/src/trash): it leaves the lists and the
   * public site at once. false when there was no record with that id.
   */
  remove(id: string, actor: AuditActor): Promise<boolean>;
  /** The records in the trash, newest first; expired ones are swept first. */
  trash(): Promise<TrashedRecord<R>[]>;
  /**
   * Brings a trashed record back: same id, same versions, published state kept, its place in the
   * list when that is still free (ordered lists; otherwise the end), audited as `untrash`.
   */
  restoreFromTrash(id: string, actor: AuditActor): Promise<TrashRestoreResult<R>>;
  /** Deletes a trashed record for good, and its versions; false when it is not in the trash. */
  purge(id: string, actor: AuditActor): Promise<boolean>;
  /** Deletes the trash past its 30 days, and their versions (TTL's work on AWS); how many. */
  sweepTrash(): Promise<number>;
  /** The record's versions, newest first; null when there is no record with that id. */
  versions(id: string): Promise<VersionSummary[] | null>;
  /** One version and what restoring it would change; null when the record or version is missing. */
  version(id: string, versionId: string): Promise<VersionDetail | null>;
  /**
   * Writes the version's content over the record (its id, created_at and place in the list
   * stay), checked against `schema`, the rules of an edit. Like a save it keeps the record as it
   * was as a new version, and its audit entry (action `restore`) is written with it.
   */
  restore(
    id: string,
    versionId: string,
    actor: AuditActor,
    schema: v.GenericSchema<unknown, I>,
  ): Promise<RestoreResult<R>>;
}

export interface RecordServiceOptions<R = BaseRecord, I = never> {
  /** The table the entity's audit trail and versions (core/src/version) are kept in. */
  db: Db;
  /** The audit trail's name for the entity, e.g. 'course'. */
  entity: AuditEntity;
  clock?: () => Date;
  /** Where a record restored from the trash goes in the list (ordered lists only). */
  placeRestored?: (record: R) => Promise<R>;
  /**
   * A rule across records, checked before a create, an edit or a restore is written (`id`: the
   * record's own, null for a new one): the refusal, or null when the input may be written.
   */
  refuseInput?: (input: I, id: string | null) => Promise<InputRefusal | null>;
}

/**
 * The use cases every admin-managed record shares: list, publish-aware reads, create, edit,
 * delete. Every write is audited here, in one place, with the record before and after it, in
 * the same transaction as the write (auditLog.recordWith): no change without its entry.
 */
export function createRecordService<I extends object, R extends BaseRecord>(
  repository: RecordRepository<R>,
  { db, entity, clock = () => new Date(), placeRestored, refuseInput }: RecordServiceOptions<R, I>,
): RecordService<I, R> {
  const audit = auditLog(db, clock);
  const versions = versionLog(db, { entity });
  /** A record as a plain field map, as diffs and versions read it. */
  const fieldsOf = (record: R) => ({ ...record }) as Record<string, unknown>;

  /**
   * An edit or a restore: the record and, when something changed, the record as it was (a new
   * version) and the audit entry, in one transaction; then the versions past the policy go.
   * Written only while the record is still at the revision read: null when it is not (saved or
   * deleted meanwhile).
   */
  async function save(
    before: R,
    input: I,
    actor: AuditActor,
    action: 'update' | 'restore',
  ): Promise<R | null> {
    const id = before.id;
    const at = clock();
    const now = at.toISOString();
    const replacement = {
      ...input,
      id,
      updated_at: now,
      revision: before.revision + 1,
    } as unknown as Omit<R, 'created_at'>;
    // What the update leaves stored: every field it sets, over what it does not touch.
    const after = { ...before, ...replacement } as R;
    const partition = repository.partitionOf(id);
    // A save that changes nothing keeps no version (and has no audit entry).
    const changed = changedFields(fieldsOf(before), fieldsOf(after)).length > 0;
    const writes = [
      repository.replaceWrite(replacement, before.created_at, {
        readRevision: before.revision,
        savedBy: actor.email,
      }),
    ];
    if (changed) writes.push(versions.setAside(partition, id, before, actor, now).write);
    const saved = await written(() =>
      audit.recordWith({ actor, entity, entityId: id, action, before, after }, writes),
    );
    if (!saved) return null; // saved or deleted meanwhile
    if (changed) await versions.prune(partition, at);
    return after;
  }

  /**
   * A create whose id is already stored: the same record sent again after a lost answer is
   * answered with the record as stored; anything else under that id (another record, one in the
   * trash, or other fields) is refused. null when the id is free.
   */
  async function repeatedCreate(id: string, input: I): Promise<CreateResult<R> | null> {
    const [stored, trashed] = await Promise.all([
      repository.get(id),
      repository.trash.get(id, clock()),
    ]);
    if (stored) return sentAgain(input, stored) ? { ok: true, record: stored } : idTaken;
    return trashed ? idTaken : null;
  }

  async function sweepTrash(): Promise<number> {
    const gone = await repository.trash.sweep(clock());
    for (const id of gone) await versions.removeAll(repository.partitionOf(id));
    return gone.length;
  }

  return {
    list: () => repository.list(),
    listPublished: () => repository.listPublished(),

    async create(input, actor, requestedId) {
      if (requestedId !== undefined) {
        const repeat = await repeatedCreate(requestedId, input);
        if (repeat) return repeat;
      }
      const refusal = await refuseInput?.(input, null);
      if (refusal) return refusal;
      const now = clock().toISOString();
      const record = {
        ...input,
        id: requestedId ?? randomUUID(),
        created_at: now,
        updated_at: now,
        revision: 1,
      } as unknown as R;
      const change = { actor, entity, entityId: record.id, action: 'create' as const };
      const created = await written(() =>
        audit.recordWith(
          { ...change, before: null, after: record },
          repository.createWrite(record, actor.email),
        ),
      );
      if (created) return { ok: true, record };
      // A fresh UUID never collides; a client's id was taken between the check and the write.
      if (requestedId === undefined) throw new Error('Record id already taken');
      return (await repeatedCreate(requestedId, input)) ?? idTaken;
    },

    async update(id, input, actor, startedFrom) {
      const stale = async (): Promise<UpdateResult<R>> => {
        const last = await repository.lastSave(id);
        return last
          ? { ok: false, reason: 'stale', by: last.by, at: last.at }
          : { ok: false, reason: 'not_found' };
      };
      const before = await repository.get(id);
      if (!before) return { ok: false, reason: 'not_found' };
      if (startedFrom !== undefined && before.revision !== startedFrom) return stale();
      const refusal = await refuseInput?.(input, id);
      if (refusal) return refusal;
      const record = await save(before, input, actor, 'update');
      // Not written: another save (or a delete) came between the read and the write.
      return record ? { ok: true, record } : stale();
    },

    async versions(id) {
      if (!(await repository.get(id))) return null;
      return versions.list(repository.partitionOf(id));
    },

    async version(id, versionId) {
      const current = await repository.get(id);
      if (!current) return null;
      const version = await versions.get(repository.partitionOf(id), versionId);
      if (!version || version.entity_id !== id) return null;
      return { ...version, changes: versionChanges(version.record, fieldsOf(current), entity) };
    },

    async restore(id, versionId, actor, schema) {
      const current = await repository.get(id);
      if (!current) return { ok: false, reason: 'not_found' };
      const version = await versions.get(repository.partitionOf(id), versionId);
      if (!version || version.entity_id !== id) return { ok: false, reason: 'version_not_found' };
      if (versionChanges(version.record, fieldsOf(current), entity).length === 0) {
        return { ok: true, record: current, restored: false };
      }
      const parsed = v.safeParse(schema, restoredRecord(version.record, fieldsOf(current)));
      if (!parsed.success) {
        return {
          ok: false,
          reason: 'invalid',
          message: parsed.issues[0].message,
          fields: fieldMessages(parsed.issues),
        };
      }
      const refusal = await refuseInput?.(parsed.output, id);
      if (refusal) return refusal;
      const record = await save(current, parsed.output, actor, 'restore');
      return record ? { ok: true, record, restored: true } : { ok: false, reason: 'not_found' };
    },

    async remove(id, actor) {
      const before = await repository.get(id);
      if (!before) return false;
      // The trash copy first: where writes go one by one (locally), a record is never lost.
      // false when it was deleted meanwhile.
      return written(() =>
        audit.recordWith({ actor, entity, entityId: id, action: 'delete', before, after: null }, [
          repository.trash.putWrite(before, { at: clock(), by: actor.email }),
          repository.removeWrite(id),
        ]),
      );
    },

    async trash() {
      await sweepTrash();
      return repository.trash.list(clock());
    },

    async restoreFromTrash(id, actor) {
      const now = clock();
      const trashed = await repository.trash.get(id, now);
      if (!trashed) return { ok: false, reason: 'not_found' };
      // A restore is a save: an edit form opened before the delete cannot overwrite it unasked.
      const revived = {
        ...trashed.record,
        updated_at: now.toISOString(),
        revision: trashed.record.revision + 1,
      };
      const record = placeRestored ? await placeRestored(revived) : revived;
      const restored = await written(() =>
        audit.recordWith(
          { actor, entity, entityId: id, action: 'untrash', before: null, after: record },
          [repository.createWrite(record, actor.email), repository.trash.removeWrite(id)],
        ),
      );
      // Not written: restored or deleted for good meanwhile.
      return restored ? { ok: true, record } : { ok: false, reason: 'not_found' };
    },

    async purge(id, actor) {
      const trashed = await repository.trash.get(id, clock());
      if (!trashed) return false;
      const gone = await written(() =>
        audit.recordWith(
          { actor, entity, entityId: id, action: 'purge', before: trashed.record, after: null },
          repository.trash.removeWrite(id),
        ),
      );
      if (gone) await versions.removeAll(repository.partitionOf(id));
      return gone;
    },

    sweepTrash,
  };
}
