import { createHash } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { writeInBatches, written } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { matchTexts, type DuplicateReason } from './duplicate-match';
import type { ApplicationRecord } from './record';

/*
 * Possible duplicates, found with a Query, never a Scan. Each application writes one lookup item
 * per matching key (its course and a hash of the e-mail, or of the name and birth date): the
 * partition of a key holds every application that has it, so one Query per key finds the others.
 * The key is hashed, so the lookup items hold no readable personal data; they go when the
 * application is anonymised.
 */

const TYPE = ITEM_TYPES.applicantMatch;
const APPLICATION = ITEM_TYPES.application;
/**
 * Others linked per key at most: enough to show staff the pattern, and a bound on the writes
 * when one address sends many applications (each new one would otherwise update every earlier).
 */
export const DUPLICATE_LINKS_MAX = 10;

type Matchable = Pick<
  ApplicationRecord,
  'id' | 'course_name' | 'email' | 'full_name' | 'date_of_birth'
>;

function lookupKeys(record: Matchable): Array<{ reason: DuplicateReason; pk: string; sk: string }> {
  const texts = matchTexts(record);
  return (Object.keys(texts) as DuplicateReason[]).map((reason) => ({
    reason,
    pk: `${TYPE}#${record.course_name}#${reason}#${createHash('sha256').update(texts[reason]).digest('base64url')}`,
    sk: `${TYPE}#${record.id}`,
  }));
}

export function duplicateRepository(db: Db) {
  /** Adds ids to an application's set of possible duplicates; false when it is gone. */
  const addTo = (id: string, others: string[]) =>
    written(() =>
      db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: itemKey(APPLICATION, id),
          UpdateExpression: 'ADD #dups :others',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#dups': 'possible_duplicates' },
          ExpressionAttributeValues: { ':others': new Set(others) },
        }),
      ),
    );

  return {
    /**
     * Writes the lookup items of a new application, then finds the others with the same keys
     * and flags both sides. Writing before reading means two matching applications sent at the
     * same moment still find each other: whichever reads second sees the first.
     * Answers the ids of the others.
     */
    async flag(record: Matchable): Promise<string[]> {
      const keys = lookupKeys(record);
      const puts = keys.map((key) => ({
        PutRequest: {
          Item: { pk: key.pk, sk: key.sk, application_id: record.id, reason: key.reason },
        },
      }));
      await writeInBatches(db, puts);
      const others = new Set<string>();
      for (const key of keys) {
        const page = await db.doc.send(
          new QueryCommand({
            TableName: db.tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': key.pk },
            ProjectionExpression: 'application_id',
            // One more than the links, as this application's own item may be among them.
            Limit: DUPLICATE_LINKS_MAX + 1,
          }),
        );
        for (const item of page.Items ?? []) {
          const id = String(item.application_id);
          if (id !== record.id && others.size < DUPLICATE_LINKS_MAX * 2) others.add(id);
        }
      }
      if (others.size === 0) return [];
      const list = [...others].sort();
      await addTo(record.id, list);
      for (const other of list) await addTo(other, [record.id]);
      return list;
    },

    /** Deletes of the lookup items, as transaction items (with anonymisation). */
    removeWrites(record: Matchable): AuditedWrite[] {
      if (typeof record.email !== 'string' || typeof record.full_name !== 'string') return [];
      return lookupKeys(record).map((key) => ({ Delete: { Key: { pk: key.pk, sk: key.sk } } }));
    },
  };
}
