import { choice } from '../validation/choice-options';
import type { CorrectableField } from './correction-schema';

/* The staff workflow, the history entries and the e-mails' status. */

export const {
  values: APPLICATION_STATUSES,
  labels: APPLICATION_STATUS_LABELS,
  options: APPLICATION_STATUS_OPTIONS,
} = choice({
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
});
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The moves staff may make. A waitlisted applicant is still undecided, so the waitlist can later
 * become accepted or declined; accepted and declined are final.
 */
export const STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['contacted'],
  contacted: ['accepted', 'waitlisted', 'declined'],
  waitlisted: ['accepted', 'declined'],
  accepted: [],
  declined: [],
};

export function statusLabel(status: string): string {
  return APPLICATION_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** "A Declined application", "An Accepted application". */
export function anApplication(status: ApplicationStatus): string {
  const label = statusLabel(status);
  return `${/^[AEIOU]/.test(label) ? 'An' : 'A'} ${label} application`;
}

/** Why a move is refused, in words staff can act on; null when the move is allowed. */
export function transitionProblem(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (canMoveTo(from, to)) return null;
  if (from === to) return `The application is already ${statusLabel(to)}.`;
  const allowed = STATUS_TRANSITIONS[from];
  if (allowed.length === 0) {
    // A decision moves only by being reopened (reopen.ts), on the application's own page.
    return `${anApplication(from)} is decided; its status cannot change to ${statusLabel(to)} unless the decision is reopened on its page.`;
  }
  return `${anApplication(from)} can only become ${allowed.map(statusLabel).join(' or ')}, not ${statusLabel(to)}.`;
}

/** Who did something to an application, and when. */
export interface ApplicationActor {
  sub: string;
  /** null when Cognito could not be asked. */
  email: string | null;
}

/**
 * One entry of an application's history: a status change, an edit of the internal notes, a status
 * e-mail or a correction of the applicant's details.
 */
export type ApplicationHistoryEntry =
  | {
      /** A move along the workflow, or a decision reopened (docs/decisions/048). */
      kind: 'status' | 'reopen';
      from: ApplicationStatus;
      to: ApplicationStatus;
      at: string;
      by: ApplicationActor;
    }
  | { kind: 'notes'; at: string; by: ApplicationActor }
  | {
      /** A status e-mail staff sent; its text is under `status_emails[email_id]`. */
      kind: 'email';
      status: ApplicationStatus;
      email_id: string;
      at: string;
      by: ApplicationActor;
    }
  | {
      /** The details corrected on request (PDPA), named but not their values. */
      kind: 'correction';
      fields: CorrectableField[];
      at: string;
      by: ApplicationActor;
    };

export const APPLICATION_NOTES_MAX = 5000;

/** The e-mails a new application sends: one to the institute's address, one to the applicant. */
export const NOTIFICATION_KINDS = ['institute', 'applicant'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How one of those e-mails went, recorded on the application after the tries. */
export interface NotificationStatus {
  status: 'sent' | 'failed';
  attempts: number;
  at: string;
  /** The provider's error name when it failed (never its message, which may hold addresses). */
  error?: string;
}

export type ApplicationNotifications = Partial<Record<NotificationKind, NotificationStatus>>;
