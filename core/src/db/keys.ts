import { INDEXES, PUBLISHED_PARTITION } from './table';

/** The value of `sk`, of `gsi1pk` and the prefix of `pk` and `gsi2sk` for each kind of item. */
export const ITEM_TYPES = {
  course: 'COURSE',
  testimonial: 'TESTIMONIAL',
  teamMember: 'TEAM_MEMBER',
  contentSection: 'CONTENT_SECTION',
  setting: 'SETTING',
  application: 'APPLICATION',
  rateLimit: 'RATE_LIMIT',
  audit: 'AUDIT',
  registerClick: 'REGISTER_CLICK',
  /** One item: the edited permission map (core/src/access). */
  permissionMap: 'PERMISSION_MAP',
  /** Per user: when their tokens start to count, and signed-out sessions (core/src/access). */
  userAccess: 'USER_ACCESS',
  /** Per recipient: an SES bounce or complaint. */
  mailEvent: 'MAIL_EVENT',
  /** One per completed image upload: a presigned URL completes once (core/src/upload/claims). */
  uploadClaim: 'UPLOAD_CLAIM',
  /** A data subject's request (access, correction, erasure) and when it was completed. */
  dataRequest: 'DATA_REQUEST',
  /** Per e-mail address (hashed): the live code of the applicant's status page, hashed. */
  statusCode: 'STATUS_CODE',
  /** Per record and editor: who has its edit form open (core/src/editing). */
  editing: 'EDITING',
  /** Per application status: the e-mail template staff edited (core/src/status-email). */
  statusTemplate: 'STATUS_TEMPLATE',
  /** Per intake of a course: its accepted and waitlisted counts (core/src/intake). */
  intakeCount: 'INTAKE_COUNT',
  /**
   * Per application and matching key (hashed e-mail, or name and birth date) within a course:
   * the lookup that finds possible duplicates with one Query (core/src/application/duplicates).
   */
  applicantMatch: 'APPLICANT_MATCH',
} as const;

export type ItemType = (typeof ITEM_TYPES)[keyof typeof ITEM_TYPES];

export function itemKey(type: ItemType, id: string) {
  return { pk: `${type}#${id}`, sk: type };
}

/** byType index keys; `order` is a padded sort_order (sort-order.ts) or a created_at timestamp. */
export function byTypeKeys(type: ItemType, order: string, id: string) {
  return { gsi1pk: type, gsi1sk: `${order}#${id}` };
}

/** A span of created_at instants (ISO UTC): from `from` (inclusive) to `before` (exclusive). */
export interface InstantRange {
  /** Omitted: from the first item. */
  from?: string;
  /** Omitted: up to the newest. */
  before?: string;
}

/** The byType sort-key bounds (`<created_at>#<id>`) of an instant range, for BETWEEN. */
export function byTypeSortBounds(range: InstantRange): { low: string; high: string } {
  // '#' sorts before every digit, so `${instant}` < `${instant}#id`: `high` excludes `before`.
  return { low: range.from ?? '0', high: range.before ?? '9' };
}

/** The Query of every item of one type, on the byType index (add ScanIndexForward, a Limit …). */
export function byTypeQuery(type: ItemType) {
  return {
    IndexName: INDEXES.byType.name,
    KeyConditionExpression: '#pk = :type',
    ExpressionAttributeNames: { '#pk': INDEXES.byType.partition },
    ExpressionAttributeValues: { ':type': type },
  };
}

/** published index keys: written only while an item is published (the index is sparse). */
export function publishedKeys(type: ItemType, order: string, id: string) {
  return { gsi2pk: PUBLISHED_PARTITION, gsi2sk: `${type}#${order}#${id}` };
}

/** The gsi2sk prefix of one type on the published index. */
export const publishedPrefix = (type: ItemType) => `${type}#`;
