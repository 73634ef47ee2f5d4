import type { AuditActor } from '../audit/schema';
import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { written } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { searchTextOf } from './inbox';
import { applicationRepository } from './repository';
import { CORRECTABLE_FIELDS, correctionAuditSide, type Correction } from './correction-schema';
import type { ApplicationRecord } from './record';
import type { ApplicationHistoryEntry } from './status';
import { ERASED_MESSAGE } from './anonymise';

export type CorrectionResult =
  | { ok: true; record: ApplicationRecord }
  | { ok: false; reason: 'not_found' | 'anonymised'; message: string };

/**
 * Corrects an applicant's contact details (a PDPA correction request). The audit entry and the
 * application's history name the fields changed, not their values: the trail holds no personal
 * data, and the history outlives an erasure.
 */
export async function correctApplication(
  db: Db,
  id: string,
  correction: Correction,
  actor: AuditActor,
  clock: () => Date = () => new Date(),
): Promise<CorrectionResult> {
  const current = await applicationRepository(db).get(id);
  if (!current) return { ok: false, reason: 'not_found', message: 'Application not found' };
  if (current.anonymised_at) {
    return { ok: false, reason: 'anonymised', message: ERASED_MESSAGE };
  }
  const changed = CORRECTABLE_FIELDS.filter(
    (field) => field in correction && (correction[field] ?? null) !== (current[field] ?? null),
  );
  if (changed.length === 0) return { ok: true, record: current };
  const next = { ...current, ...correction };
  const at = clock().toISOString();
  const entry: ApplicationHistoryEntry = { kind: 'correction', fields: changed, at, by: actor };
  const names: Record<string, string> = {
    '#search': 'search_text',
    '#updated': 'updated_at',
    '#history': 'history',
  };
  const values: Record<string, unknown> = {
    ':search': searchTextOf(next),
    ':updated': at,
    ':entries': [entry],
    ':empty': [],
  };
  const sets = changed.map((field, index) => {
    names[`#c${index}`] = field;
    values[`:c${index}`] = next[field] ?? null;
    return `#c${index} = :c${index}`;
  });
  // The correction and its audit entry in one transaction (docs/decisions/018).
  const saved = await written(() =>
    auditLog(db, clock).recordWith(
      {
        actor,
        entity: 'application',
        entityId: id,
        action: 'update',
        before: correctionAuditSide(changed, current),
        after: { ...correctionAuditSide(changed, next), reason: 'correction' },
      },
      {
        Update: {
          Key: itemKey(ITEM_TYPES.application, id),
          UpdateExpression: `SET ${[
            ...sets,
            '#search = :search',
            '#updated = :updated',
            '#history = list_append(if_not_exists(#history, :empty), :entries)',
          ].join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(anonymised_at)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    ),
  );
  if (!saved) return { ok: false, reason: 'not_found', message: 'Application not found' };
  return { ok: true, record: (await applicationRepository(db).get(id))! };
}
