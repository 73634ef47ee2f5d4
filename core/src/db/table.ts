/**
 * The one DynamoDB table. Its key schema is defined here once and used by the
 * SST infrastructure, the local stack and the repositories.
 *
 * - `pk`/`sk`: the item's own key (`<TYPE>#<id>` / `<TYPE>`).
 * - `byType` (gsi1): every item of one type, ordered by `gsi1sk`
 *   (sort_order for ordered lists, created_at for content and applications).
 * - `published` (gsi2): sparse; the keys are written only while an item is
 *   published, so one Query returns everything the public home needs.
 */
export const TABLE_KEYS = { partition: 'pk', sort: 'sk' } as const;

export const INDEXES = {
  byType: { name: 'byType', partition: 'gsi1pk', sort: 'gsi1sk' },
  published: { name: 'published', partition: 'gsi2pk', sort: 'gsi2sk' },
} as const;

/** Every key attribute an item may carry (all strings); none of them leaves a repository. */
export const KEY_ATTRIBUTES = [
  TABLE_KEYS.partition,
  TABLE_KEYS.sort,
  INDEXES.byType.partition,
  INDEXES.byType.sort,
  INDEXES.published.partition,
  INDEXES.published.sort,
] as const;

/** Attribute holding an epoch-seconds expiry; DynamoDB TTL deletes the item after it. */
export const TTL_ATTRIBUTE = 'expires_at';

/** The partition value of the sparse published index. */
export const PUBLISHED_PARTITION = 'PUBLISHED';

/** CreateTable input for the local stack and tests (AWS stages get the same shape from infra/). */
export function tableDefinition(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTES.map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: Object.values(INDEXES).map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partition, KeyType: 'HASH' as const },
        { AttributeName: index.sort, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
