import type { AuditActor } from '../audit/schema';
import { duplicateRepository } from './duplicates';
import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { siteSettingService } from '../site-setting/service';
import type { PublicSettings } from '../site-setting/schema';
import { anonymiseWrite } from './anonymise';
import { applicationRepository } from './repository';
import type { ApplicationRecord } from './record';
import type { ApplicationStatus } from './status';
import { written } from '../db/items';

/** The statuses retention acts on (the final ones), each with its setting. */
export const RETAINED_STATUSES = {
  declined: 'declined_months',
  accepted: 'accepted_months',
} as const satisfies Partial<Record<ApplicationStatus, keyof PublicSettings['retention']>>;

/** Who the audit trail names for the scheduled runs. */
export const RETENTION_ACTOR: AuditActor = { sub: 'system:retention', email: null };

/** When the status last changed: the newest status entry of the history, else updated_at. */
export function lastStatusChange(
  record: Pick<ApplicationRecord, 'history' | 'updated_at' | 'created_at'>,
): string {
  const changes = (record.history ?? []).filter((entry) => entry.kind === 'status');
  return changes.at(-1)?.at ?? record.updated_at ?? record.created_at;
}

/** The same day `months` later (the last day of a shorter month), at the same time, in UTC. */
export function addMonths(iso: string, months: number): Date {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** When an application's personal data expires; null while it is still being decided. */
export function expiresAt(
  record: Pick<ApplicationRecord, 'status' | 'history' | 'updated_at' | 'created_at'>,
  retention: PublicSettings['retention'],
): Date | null {
  const setting = RETAINED_STATUSES[record.status as keyof typeof RETAINED_STATUSES];
  if (!setting) return null;
  return addMonths(lastStatusChange(record), retention[setting]);
}

export interface RetentionReport {
  /** Final applications still holding personal data that were looked at. */
  checked: number;
  anonymised: string[];
  at: string;
}

/**
 * Anonymises every declined or accepted application whose retention period (a setting per
 * status, counted from the last status change) has passed, with one audit entry each. Runs
 * daily on AWS and at local start-up; running it twice changes nothing more.
 */
export function retentionService(db: Db, clock: () => Date = () => new Date()) {
  const repository = applicationRepository(db);
  const audit = auditLog(db, clock);
  return {
    async run(): Promise<RetentionReport> {
      const now = clock();
      const at = now.toISOString();
      const { retention } = await siteSettingService(db, clock).publicSettings();
      const report: RetentionReport = { checked: 0, anonymised: [], at };
      for (const status of Object.keys(RETAINED_STATUSES) as (keyof typeof RETAINED_STATUSES)[]) {
        const records = await repository.findAll({}, { status });
        for (const record of records) {
          if (record.anonymised_at) continue;
          report.checked += 1;
          const expiry = expiresAt(record, retention);
          if (!expiry || expiry > now) continue;
          // The anonymisation and its audit entry together (docs/decisions/018).
          const done = await written(() =>
            audit.recordWith(
              {
                actor: RETENTION_ACTOR,
                entity: 'application',
                entityId: record.id,
                action: 'update',
                // No personal data in the trail: what decided the expiry, and what was done.
                before: { status: record.status, last_status_change: lastStatusChange(record) },
                after: {
                  anonymised_at: at,
                  reason: 'retention',
                  retention_months: retention[RETAINED_STATUSES[status]],
                },
              },
              // The duplicate lookups go too: they are keyed by the e-mail and name (hashed).
              [anonymiseWrite(record.id, at), ...duplicateRepository(db).removeWrites(record)],
            ),
          );
          if (done) report.anonymised.push(record.id);
        }
      }
      return report;
    },
  };
}
