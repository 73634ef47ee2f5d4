import * as v from 'valibot';
import { choice } from '../validation/choice-options';
import { lookupEmail } from '../contact/email';
import { instituteDayOf, isIsoDay } from '../calendar/institute-day';
import type { ApplicationStatus } from '../application/status';

/*
 * Requests from applicants under the PDPA (access, correction, erasure), logged with when they
 * came in and when and by whom they were completed. The law gives 21 days to answer.
 */

export const { values: DATA_REQUEST_TYPES, labels: DATA_REQUEST_TYPE_LABELS } = choice({
  access: 'Access (copy of the data)',
  correction: 'Correction',
  erasure: 'Erasure',
});
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_DEADLINE_DAYS = 21;

/** Statuses of an application still being decided: erasing it ends the application. */
export const UNDECIDED_STATUSES: readonly ApplicationStatus[] = ['new', 'contacted', 'waitlisted'];

export const DATA_REQUEST_MESSAGES = {
  email: 'Please enter a valid email address',
  type: 'Choose access, correction or erasure',
  receivedOn: 'The date received must be a date (YYYY-MM-DD)',
  receivedOnFuture: 'The date received cannot be later than today',
  confirmName: 'Type the applicant’s full name exactly as shown to confirm',
} as const;

const M = DATA_REQUEST_MESSAGES;

/** A logged request. The address is kept only masked, with a hash to find it again. */
export interface DataRequestRecord {
  id: string;
  type: DataRequestType;
  /** e.g. "r***@example.com": enough for staff to recognise, not the address itself. */
  subject: string;
  email_hash: string;
  /** The institute day it arrived (YYYY-MM-DD). */
  received_on: string;
  /** received_on + 21 days. */
  due_on: string;
  completed_at: string | null;
  completed_by: string | null;
  application_ids: string[];
  created_at: string;
  created_by: string | null;
}

/** As the log shows it: late when completed (or still open) after the due day. */
export type DataRequestView = DataRequestRecord & { overdue: boolean };

const email = lookupEmail(M.email);

/** The institute day a request arrived: a real day, today at the latest (checked when parsed). */
const day = v.pipe(
  v.string(M.receivedOn),
  v.check(isIsoDay, M.receivedOn),
  v.check((value) => value <= instituteDayOf(new Date()), M.receivedOnFuture),
);

/** GET …/data-requests/search?email= */
export const dataRequestSearchSchema = v.object({ email });

/**
 * The staff's Find form, as its fields hold it: the address, and the day the request came in
 * (empty: today). The same checks as the API's, said under each field.
 */
export const dataRequestFindSchema = v.object({
  email,
  received_on: v.union([v.literal(''), day], M.receivedOn),
});

/** POST …/data-requests/export */
export const dataRequestExportSchema = v.object({
  email,
  received_on: v.optional(day),
});

/** POST …/data-requests/erase: the full name typed back, as the confirmation names the person. */
export const dataRequestEraseSchema = v.object({
  email,
  received_on: v.optional(day),
  confirm_name: v.pipe(
    v.optional(v.string(M.confirmName), ''),
    v.trim(),
    v.nonEmpty(M.confirmName),
  ),
  /** Erase even while an application is being decided: super admins only. */
  override: v.optional(v.boolean(), false),
});

/** POST …/data-requests: log a request that arrived (e.g. a correction asked for by e-mail). */
export const dataRequestCreateSchema = v.object({
  email,
  type: v.pipe(v.optional(v.string(M.type), ''), v.picklist(DATA_REQUEST_TYPES, M.type)),
  received_on: v.optional(day),
});

export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
