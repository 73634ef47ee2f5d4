import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseName } from '../application/choices';
import type { Db } from '../db/client';
import { queryAll } from '../db/items';
import { byTypeKeys, ITEM_TYPES, itemKey } from '../db/keys';
import { INDEXES } from '../db/table';
import type { RegisterClickCount } from './schema';

const TYPE = ITEM_TYPES.registerClick;

/**
 * One counter item per course per day, not one item per click: a click is a single atomic
 * UpdateItem (ADD), so concurrent clicks never lose a count and the table grows by at most
 * (days x courses) items. The byType index (gsi1sk = day#course) reads a date range in one Query.
 */
export function registerClickRepository(db: Db) {
  return {
    /** Adds `count` clicks (1 for a real click; the local seed adds several at once). */
    async add(day: string, course: CourseName, count = 1): Promise<void> {
      const keys = byTypeKeys(TYPE, day, course);
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: itemKey(TYPE, `${day}#${course}`),
          UpdateExpression:
            'ADD clicks :count SET #gpk = :gpk, #gsk = :gsk, #day = :day, #course = :course',
          ExpressionAttributeNames: {
            '#gpk': INDEXES.byType.partition,
            '#gsk': INDEXES.byType.sort,
            '#day': 'day',
            '#course': 'course',
          },
          ExpressionAttributeValues: {
            ':count': count,
            ':gpk': keys.gsi1pk,
            ':gsk': keys.gsi1sk,
            ':day': day,
            ':course': course,
          },
        }),
      );
    },
    /** Every counter from `fromDay` to `toDay`, both inclusive. */
    async listRange(fromDay: string, toDay: string): Promise<RegisterClickCount[]> {
      const items = await queryAll(db, {
        IndexName: INDEXES.byType.name,
        KeyConditionExpression: '#pk = :type AND #sk BETWEEN :low AND :high',
        ExpressionAttributeNames: { '#pk': INDEXES.byType.partition, '#sk': INDEXES.byType.sort },
        // '#' < every letter, '~' > every course value: the whole of both end days.
        ExpressionAttributeValues: { ':type': TYPE, ':low': `${fromDay}#`, ':high': `${toDay}#~` },
      });
      return items.map((item) => ({
        day: String(item.day),
        course: item.course as CourseName,
        clicks: Number(item.clicks ?? 0),
      }));
    },
  };
}
