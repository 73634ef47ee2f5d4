import type { Db } from '../db/client';
import { queryAll, withoutKeys, type Item } from '../db/items';
import { ITEM_TYPES, type ItemType } from '../db/keys';
import { INDEXES, PUBLISHED_PARTITION } from '../db/table';

export type PublishedItems = Record<ItemType, Item[]>;

/**
 * Everything public in one Query on the sparse published index: published courses,
 * testimonials, team members and content sections, and the settings (always public). The index
 * sorts by `<type>#<order>#<id>`, so each type comes back in its public order.
 */
export async function queryPublished(db: Db): Promise<PublishedItems> {
  const items = await queryAll(db, {
    IndexName: INDEXES.published.name,
    KeyConditionExpression: '#pk = :published',
    ExpressionAttributeNames: { '#pk': INDEXES.published.partition },
    ExpressionAttributeValues: { ':published': PUBLISHED_PARTITION },
  });
  const grouped = Object.fromEntries(
    Object.values(ITEM_TYPES).map((type) => [type, [] as Item[]]),
  ) as PublishedItems;
  for (const item of items) {
    // sk holds the item's type (see keys.ts).
    grouped[item.sk as ItemType]?.push(withoutKeys(item));
  }
  return grouped;
}
