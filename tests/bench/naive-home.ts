import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Hono } from 'hono';
import type { Db } from '@institute/core/db/client';
import { ITEM_TYPES } from '@institute/core/db/keys';

/**
 * The baseline the home read is measured against, and never served by the product: one request
 * per list, each answered by a Scan of the whole table filtered on type and status. It is what a
 * table-per-entity port of the original client calls would do.
 */
export function naiveHomeApp(db: Db) {
  const scan = async (type: string, publishedOnly: boolean) => {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.doc.send(
        new ScanCommand({
          TableName: db.tableName,
          FilterExpression: publishedOnly ? '#sk = :type AND #status = :published' : '#sk = :type',
          ExpressionAttributeNames: {
            '#sk': 'sk',
            ...(publishedOnly ? { '#status': 'status' } : {}),
          },
          ExpressionAttributeValues: {
            ':type': type,
            ...(publishedOnly ? { ':published': 'published' } : {}),
          },
          ExclusiveStartKey,
        }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items.sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  };
  return new Hono()
    .get('/naive/courses', async (c) => c.json(await scan(ITEM_TYPES.course, true)))
    .get('/naive/testimonials', async (c) => c.json(await scan(ITEM_TYPES.testimonial, true)))
    .get('/naive/team-members', async (c) => c.json(await scan(ITEM_TYPES.teamMember, true)))
    .get('/naive/sections', async (c) => c.json(await scan(ITEM_TYPES.contentSection, true)))
    .get('/naive/settings', async (c) => c.json(await scan(ITEM_TYPES.setting, false)));
}

export const NAIVE_LISTS = ['courses', 'testimonials', 'team-members', 'sections', 'settings'];
