import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { queryAll, type Item } from '../db/items';
import { byTypeKeys, byTypeQuery, ITEM_TYPES, itemKey, publishedKeys } from '../db/keys';
import { INDEXES } from '../db/table';
import type { IntakeCounts } from '../course/intakes';

const TYPE = ITEM_TYPES.intakeCount;

/** How an application's status change moves its intake's counts (+1, -1 or 0 each). */
export interface CountDelta {
  accepted: number;
  waitlisted: number;
}

export const countsOf = (item: Item | undefined): IntakeCounts => ({
  accepted: Number(item?.accepted ?? 0),
  waitlisted: Number(item?.waitlisted ?? 0),
});

function addWrite(intakeId: string, delta: CountDelta, courseId: string): AuditedWrite {
  return {
    Update: {
      Key: itemKey(TYPE, intakeId),
      // The keys put the counter on both indexes: on `published`, so the home page's one Query
      // knows which intakes are full; on `byType`, for the inbox's summary of every intake.
      UpdateExpression:
        'SET #intake = :intake, #course = :course, #g1pk = :g1pk, #g1sk = :g1sk, #g2pk = :g2pk, #g2sk = :g2sk ADD #accepted :accepted, #waitlisted :waitlisted',
      ExpressionAttributeNames: {
        '#intake': 'intake_id',
        '#course': 'course_id',
        '#g1pk': INDEXES.byType.partition,
        '#g1sk': INDEXES.byType.sort,
        '#g2pk': INDEXES.published.partition,
        '#g2sk': INDEXES.published.sort,
        '#accepted': 'accepted',
        '#waitlisted': 'waitlisted',
      },
      ExpressionAttributeValues: {
        ':intake': intakeId,
        ':course': courseId,
        ':g1pk': byTypeKeys(TYPE, courseId, intakeId).gsi1pk,
        ':g1sk': byTypeKeys(TYPE, courseId, intakeId).gsi1sk,
        ':g2pk': publishedKeys(TYPE, courseId, intakeId).gsi2pk,
        ':g2sk': publishedKeys(TYPE, courseId, intakeId).gsi2sk,
        ':accepted': delta.accepted,
        ':waitlisted': delta.waitlisted,
      },
    },
  };
}

/** An intake's counts, and the course the intake is of. */
export interface IntakeCounter extends IntakeCounts {
  courseId: string;
}

/** The counter items, one per intake that has had an accepted or waitlisted application. */
export function intakeCountRepository(db: Db) {
  return {
    /**
     * Adds `delta` to an intake's counts, as a transaction item written with the status change.
     * With `capacity`, the write's condition holds only while fewer than that are accepted, so
     * two accepts racing for the last place cannot both land. The undo is for the local table,
     * which has no transactions (docs/decisions/048).
     */
    countWrite(
      intakeId: string,
      courseId: string,
      delta: CountDelta,
      capacity?: number,
    ): AuditedWrite {
      const write = addWrite(intakeId, delta, courseId);
      const undo = addWrite(
        intakeId,
        { accepted: -delta.accepted, waitlisted: -delta.waitlisted },
        courseId,
      );
      if (capacity === undefined || !('Update' in write)) return { ...write, undo };
      return {
        Update: {
          ...write.Update,
          ConditionExpression: 'attribute_not_exists(#accepted) OR #accepted < :capacity',
          ExpressionAttributeValues: {
            ...write.Update.ExpressionAttributeValues,
            ':capacity': capacity,
          },
        },
        undo,
      };
    },

    /** An intake's counts as they stand (a strongly consistent read: capacity is decided on it). */
    async get(intakeId: string): Promise<IntakeCounts> {
      const result = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: itemKey(TYPE, intakeId),
          ConsistentRead: true,
        }),
      );
      return countsOf(result.Item);
    },

    /** Every counter, by intake id: its counts and the course its intake is of (one Query). */
    async all(): Promise<Map<string, IntakeCounter>> {
      const items = await queryAll(db, byTypeQuery(TYPE));
      return new Map(
        items.map((item) => [
          String(item.intake_id),
          { ...countsOf(item), courseId: String(item.course_id) },
        ]),
      );
    },
  };
}
