import { type ApplicationRecord } from './record';
import { anApplication, type ApplicationStatus } from './status';

/** The statuses that are a decision about the applicant; each can be reopened. */
export const DECISION_STATUSES = [
  'accepted',
  'waitlisted',
  'declined',
] as const satisfies readonly ApplicationStatus[];

/** A reopened application goes back to where the decision was made from. */
export const REOPENED_STATUS: ApplicationStatus = 'contacted';

/** How long anyone with the applications permission may reopen a decision. */
export const REOPEN_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isDecision(status: ApplicationStatus): boolean {
  return (DECISION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/**
 * When the current decision was made: the newest history entry that moved the application to
 * its current status. Records without one (older data) fall back to their last update.
 */
export function decidedAt(
  record: Pick<ApplicationRecord, 'status' | 'history' | 'updated_at'>,
): string {
  const history = record.history ?? [];
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]!;
    if (entry.kind === 'status' && entry.to === record.status) return entry.at;
  }
  return record.updated_at;
}

export type ReopenRefusal = { reason: 'not_decided' | 'window_closed'; message: string };

/**
 * Whether this caller may reopen the decision now: anyone within 24 hours of the decision,
 * a super admin at any time. null when allowed.
 */
export function reopenProblem(
  record: Pick<ApplicationRecord, 'status' | 'history' | 'updated_at'>,
  now: Date,
  superAdmin: boolean,
): ReopenRefusal | null {
  if (!isDecision(record.status)) {
    return {
      reason: 'not_decided',
      message: `${anApplication(record.status)} has no decision to reopen.`,
    };
  }
  if (superAdmin) return null;
  const decided = Date.parse(decidedAt(record));
  if (Number.isNaN(decided) || now.getTime() - decided > REOPEN_WINDOW_MS) {
    return {
      reason: 'window_closed',
      message: `This decision was made more than 24 hours ago; only a super admin can reopen it now.`,
    };
  }
  return null;
}

/** Until when (ISO) a caller without super admin may still reopen; null when not a decision. */
export function reopenDeadline(
  record: Pick<ApplicationRecord, 'status' | 'history' | 'updated_at'>,
): string | null {
  if (!isDecision(record.status)) return null;
  const decided = Date.parse(decidedAt(record));
  return Number.isNaN(decided) ? null : new Date(decided + REOPEN_WINDOW_MS).toISOString();
}
