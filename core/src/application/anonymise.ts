import type { AuditedWrite } from '../audit/service';
import type { Item } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { APPLICATION_FIELDS } from './fields';
import { type ApplicationRecord } from './record';

/*
 * Anonymisation (retention and erasure): every attribute that describes the person is removed
 * from the stored item; what the statistics count stays, so the analytics remain true.
 */

/** Said to staff who try to change an application whose personal data is gone. */
export const ERASED_MESSAGE =
  'The personal data of this application was erased: it can no longer be changed or corrected.';

/** What an anonymised application keeps: course, country, status, dates and the staff trail. */
export const KEPT_ATTRIBUTES = [
  'id',
  'status',
  'course_name',
  'course_format',
  'country',
  'created_at',
  'updated_at',
  'anonymised_at',
  // Status changes and who made them (staff, not the applicant), and the e-mail outcome.
  'history',
  'notifications',
] as const;

const ANSWER_FIELDS = Object.keys(APPLICATION_FIELDS);

/** Every attribute that goes: the applicant's answers, staff notes, consent, the search text. */
export const PERSONAL_ATTRIBUTES: readonly string[] = [
  ...ANSWER_FIELDS.filter((field) => !(KEPT_ATTRIBUTES as readonly string[]).includes(field)),
  'notes',
  'consent',
  // The e-mails sent to the applicant hold their name and address; the history keeps that one went.
  'status_emails',
  'search_text',
];

const LIST_FIELDS = new Set<string>(
  Object.entries(APPLICATION_FIELDS)
    .filter(([, kind]) => kind === 'list')
    .map(([field]) => field),
);

/** An anonymised record as readers see it: removed answers read as empty, never undefined. */
export function readAnonymised(record: Item): Item {
  if (!record.anonymised_at) return record;
  const filled: Item = { ...record };
  for (const attribute of PERSONAL_ATTRIBUTES) {
    if (attribute === 'search_text' || attribute === 'consent') continue;
    if (filled[attribute] !== undefined) continue;
    filled[attribute] = LIST_FIELDS.has(attribute) ? [] : attribute === 'notes' ? null : '';
  }
  return filled;
}

/**
 * Removes the personal attributes of one application in one conditional UpdateItem, as a
 * transaction item (written with its audit entry). Its condition fails when the application does
 * not exist or was already anonymised (a second run changes nothing).
 */
export function anonymiseWrite(id: string, at: string): AuditedWrite {
  const names: Record<string, string> = { '#anonymised': 'anonymised_at', '#pk': 'pk' };
  const removes = PERSONAL_ATTRIBUTES.map((attribute, index) => {
    names[`#p${index}`] = attribute;
    return `#p${index}`;
  });
  return {
    Update: {
      Key: itemKey(ITEM_TYPES.application, id),
      UpdateExpression: `SET #anonymised = :at REMOVE ${removes.join(', ')}`,
      ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#anonymised)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':at': at },
    },
  };
}

export type AnonymisedApplication = Pick<ApplicationRecord, (typeof KEPT_ATTRIBUTES)[number]>;
