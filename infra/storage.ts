import { INDEXES, KEY_ATTRIBUTES, TABLE_KEYS, TTL_ATTRIBUTE } from '../core/src/db/table';
import { PENDING_EXPIRY_DAYS, PENDING_PREFIX } from '../core/src/upload/rules';
import type { TableGrant } from './permissions';
import { isProduction } from './stage';

const production = isProduction();

const indexes = Object.values(INDEXES);

/** The one table; its keys and indexes come from core so the shape is defined once. */
export const table = new sst.aws.Dynamo(
  'Table',
  {
    fields: Object.fromEntries(KEY_ATTRIBUTES.map((attribute) => [attribute, 'string' as const])),
    primaryIndex: { hashKey: TABLE_KEYS.partition, rangeKey: TABLE_KEYS.sort },
    globalIndexes: Object.fromEntries(
      indexes.map((index) => [
        index.name,
        { hashKey: index.partition, rangeKey: index.sort, projection: 'all' as const },
      ]),
    ),
    ttl: TTL_ATTRIBUTE,
    // Production data must survive a mistaken delete; other stages stay disposable.
    deletionProtection: production,
    transform: {
      table: (args) => {
        // Stated here rather than trusted to the component's default: every stage can be restored.
        args.pointInTimeRecovery = { enabled: true };
      },
    },
  },
  { retainOnDelete: production },
);

/**
 * Uploaded images. Private: the browser PUTs with a presigned URL from the API and reads through
 * CloudFront under /uploads (see web.ts, which also sets the CORS rule once the site's URL exists).
 * PUTs land under pending/, which nothing serves, until the API has checked them; unchecked ones
 * that were never completed expire.
 */
export const uploads = new sst.aws.Bucket(
  'Uploads',
  {
    access: 'cloudfront',
    cors: false,
    lifecycle: [
      {
        id: 'expire-pending-uploads',
        prefix: PENDING_PREFIX,
        expiresIn: `${PENDING_EXPIRY_DAYS} day`,
      },
    ],
  },
  { retainOnDelete: production },
);

/** A function's permission on the table: the grant's actions, on its indexes too when it says so. */
export const tablePermission = (grant: TableGrant) => ({
  actions: [...grant.actions],
  resources: grant.indexes ? [table.arn, $interpolate`${table.arn}/index/*`] : [table.arn],
});
