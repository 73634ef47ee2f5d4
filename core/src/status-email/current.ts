import type { ApplicationRecord } from '../application/record';
import type { ApplicationStatus } from '../application/status';
import type { StatusEmailRecord } from './service';
import { isEmailStatus, type EmailStatus } from './template';

/** Where the e-mail for an application's current status stands. */
export interface CurrentStatusEmail {
  status: EmailStatus;
  /** The last one staff sent since the application reached this status; null when none was. */
  last: StatusEmailRecord | null;
  /**
   * After a reopened decision, when `last` is null: this status's e-mail that did reach the
   * applicant, and the status of a later e-mail (the decision's) that made it due again.
   */
  earlier?: { email: StatusEmailRecord; before: ApplicationStatus };
}

/**
 * Whether the applicant has had the e-mail of the status they are in now. A status reached again
 * by a change starts afresh, and an e-mail of an earlier status does not count. A reopened
 * decision is not a new arrival: the e-mail sent before the decision still holds, unless the
 * applicant has since been e-mailed about another status (the decision); then it is named as
 * `earlier`, as the history shows it sent. null when the status has no e-mail (New) or the
 * applicant's address was erased.
 */
export function currentStatusEmail(
  record: Pick<ApplicationRecord, 'status' | 'history' | 'status_emails' | 'anonymised_at'>,
): CurrentStatusEmail | null {
  const status = record.status;
  if (!isEmailStatus(status) || record.anonymised_at) return null;
  const history = record.history ?? [];
  // The status of the latest e-mail about another status, once one is passed.
  let toldOtherwise: ApplicationStatus | null = null;
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]!;
    if (entry.kind === 'email') {
      const email = record.status_emails?.[entry.email_id];
      if (entry.status !== status) toldOtherwise ??= entry.status;
      else if (email && !toldOtherwise) return { status, last: email };
      else if (email?.delivery === 'sent' && toldOtherwise)
        return { status, last: null, earlier: { email, before: toldOtherwise } };
    }
    if (entry.kind === 'status' && entry.to === status) break;
    if (entry.kind === 'reopen' && entry.to !== status) break;
  }
  return { status, last: null };
}

/** How an inbox row shows the e-mail of the current status: its delivery, or that none went. */
export type StatusEmailState = StatusEmailRecord['delivery'] | 'not_sent';

/** The current status's e-mail in one word for a list row; null when the status has none. */
export function statusEmailState(
  record: Parameters<typeof currentStatusEmail>[0],
): StatusEmailState | null {
  const current = currentStatusEmail(record);
  if (!current) return null;
  return current.last?.delivery ?? 'not_sent';
}
