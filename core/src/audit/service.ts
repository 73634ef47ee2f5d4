import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { changedFields } from './diff';
import { auditPut, auditRepository } from './repository';
import type {
  AuditAction,
  AuditActor,
  AuditEntity,
  AuditPage,
  AuditQuery,
  AuditSnapshot,
} from './schema';
import { log } from '../ops/log';
import { applicantName } from '../application/display';
import { applicationRepository } from '../application/repository';
import { instantRangeOf } from '../calendar/day-range';
import { readPage, type PageResult } from '../db/cursor';

export interface AuditChange {
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: object | null;
  after: object | null;
}

/** Plain JSON copies, so a snapshot never shares objects with the record returned to the caller. */
const snapshot = (value: object | null): AuditSnapshot | null =>
  value === null ? null : (JSON.parse(JSON.stringify(value)) as AuditSnapshot);

const isNoOp = (change: AuditChange) =>
  changedFields(snapshot(change.before), snapshot(change.after)).length === 0;

/** Condition and expression parts a write may carry (TableName is added). */
interface WriteParts {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * A record change written in the same transaction as its audit entry (TableName is added).
 * `undo` takes a write back where there are no transactions, when a later write of the same
 * change fails (a counter moved before the record's own condition failed).
 */
export type AuditedWrite = (
  | { Put: WriteParts & { Item: Record<string, unknown> } }
  | { Update: WriteParts & { Key: Record<string, unknown>; UpdateExpression: string } }
  | { Delete: WriteParts & { Key: Record<string, unknown> } }
) & { undo?: AuditedWrite };

/** dynalite (the local table) has no transactions; DynamoDB answers this for no other reason. */
const noTransactions = (err: unknown) =>
  String((err as { name?: string; __type?: string } | null)?.name).includes('UnknownOperation');

/** The same write outside a transaction (the local table's path). */
function sendAlone(db: Db, write: AuditedWrite) {
  const TableName = db.tableName;
  if ('Put' in write) return db.doc.send(new PutCommand({ TableName, ...write.Put }));
  if ('Update' in write) return db.doc.send(new UpdateCommand({ TableName, ...write.Update }));
  return db.doc.send(new DeleteCommand({ TableName, ...write.Delete }));
}

function withTable(db: Db, write: AuditedWrite) {
  const TableName = db.tableName;
  if ('Put' in write) return { Put: { TableName, ...write.Put } };
  if ('Update' in write) return { Update: { TableName, ...write.Update } };
  return { Delete: { TableName, ...write.Delete } };
}

/**
 * A cancelled transaction whose record write failed its condition reads, to the caller, as that
 * write's own ConditionalCheckFailedException: "no such record" means the same on both paths.
 */
function asConditionFailure(err: unknown, writes: number): unknown {
  const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> } | null)
    ?.CancellationReasons;
  if (reasons?.slice(0, writes).some((reason) => reason.Code === 'ConditionalCheckFailed')) {
    return Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
  }
  return err;
}

/**
 * The audit trail of admin writes. `record` runs after the change it describes (there are no
 * transactions here), so it never throws: a failed write is logged loudly for the operators.
 */
export function auditLog(db: Db, clock: () => Date = () => new Date()) {
  const repository = auditRepository(db);
  const entryOf = (change: AuditChange) => ({
    id: randomUUID(),
    actor_sub: change.actor.sub,
    actor_email: change.actor.email?.toLowerCase() ?? null,
    entity: change.entity,
    entity_id: change.entityId,
    action: change.action,
    before: snapshot(change.before),
    after: snapshot(change.after),
    created_at: clock().toISOString(),
  });
  return {
    /**
     * The change and its entry in one TransactWriteItems: both or neither, so no admin change
     * lands without its entry and a failed entry fails the change. Locally (dynalite has no
     * transactions) the entry is written first and deleted again if the change fails, so a
     * change never lands without its entry (docs/decisions/018-audit-transactions.md).
     * A record write whose condition fails throws ConditionalCheckFailedException on both paths.
     */
    async recordWith(change: AuditChange, write: AuditedWrite | AuditedWrite[]): Promise<void> {
      const writes = Array.isArray(write) ? write : [write];
      const TableName = db.tableName;
      if (change.action === 'update' && isNoOp(change)) {
        for (const one of writes) await sendAlone(db, one);
        return;
      }
      const entry = auditPut(entryOf(change));
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              ...writes.map((one) => withTable(db, one)),
              { Put: { TableName, ...entry } },
            ],
          }),
        );
        return;
      } catch (err) {
        if (!noTransactions(err)) throw asConditionFailure(err, writes.length);
      }
      await db.doc.send(new PutCommand({ TableName, ...entry }));
      const done: AuditedWrite[] = [];
      try {
        for (const one of writes) {
          await sendAlone(db, one);
          done.push(one);
        }
      } catch (err) {
        for (const one of done.reverse()) if (one.undo) await sendAlone(db, one.undo);
        await db.doc.send(
          new DeleteCommand({ TableName, Key: { pk: entry.Item.pk, sk: entry.Item.sk } }),
        );
        throw err;
      }
    },

    async record(change: AuditChange): Promise<void> {
      // A save that changes nothing is not a change worth a line in the trail.
      if (change.action === 'update' && isNoOp(change)) return;
      const entry = entryOf(change);
      try {
        await repository.put(entry);
      } catch (err) {
        // Only the identifiers: the snapshots may hold personal data.
        log.error('audit_write_failed', {
          entity: entry.entity,
          entity_id: entry.entity_id,
          action: entry.action,
          actor_sub: entry.actor_sub,
          err: String(err),
        });
      }
    },

    /**
     * One page of entries, newest first (`from` and `to` are whole days in Malaysia time), with
     * the names of the applicants whose applications its entries change.
     */
    list(query: AuditQuery): Promise<PageResult<AuditPage>> {
      return readPage(async () => {
        const page = await repository.list({
          ...instantRangeOf(query),
          actor: query.user || undefined,
          entity: query.entity,
          limit: query.limit,
          cursor: query.cursor,
        });
        const applicationIds = page.items.flatMap((entry) =>
          entry.entity === 'application' ? [entry.entity_id] : [],
        );
        const fullNames = await applicationRepository(db).fullNames(applicationIds);
        const names = Object.fromEntries(
          [...fullNames].map(([id, fullName]) => [id, applicantName({ full_name: fullName })]),
        );
        return { ...page, names };
      });
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
