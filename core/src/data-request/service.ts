import { createHash, randomUUID } from 'node:crypto';
import { duplicateRepository } from '../application/duplicates';
import { anonymiseWrite } from '../application/anonymise';
import { applicationRepository } from '../application/repository';
import { removeMailEventsOf } from '../notifications/mail-events';
import type { ApplicationRecord } from '../application/record';
import type { AuditActor } from '../audit/schema';
import { auditLog } from '../audit/service';
import { addDays, instituteDayOf } from '../calendar/institute-day';
import type { Db } from '../db/client';
import { dataRequestRepository } from './repository';
import { normalisedEmail } from '../contact/email';
import { comparableName } from '../lang/text';
import {
  DATA_REQUEST_DEADLINE_DAYS,
  UNDECIDED_STATUSES,
  maskEmail,
  type DataRequestRecord,
  type DataRequestType,
  type DataRequestView,
} from './schema';
import { written } from '../db/items';

export const emailHash = (email: string) =>
  createHash('sha256').update(normalisedEmail(email)).digest('hex');

export type EraseResult =
  | { ok: true; request: DataRequestRecord; anonymised: string[] }
  | { ok: false; reason: 'not_found' | 'name_mismatch' | 'undecided'; message: string };

export interface DataExport {
  generated_at: string;
  email: string;
  /** Every application for the address, each with its answers, consent record and history. */
  applications: ApplicationRecord[];
}

/**
 * Data requests (PDPA access, correction, erasure) for staff with the applications permission:
 * find by e-mail, export everything held, erase by anonymising, and the request log.
 */
export function dataRequestService(db: Db, clock: () => Date = () => new Date()) {
  const applications = applicationRepository(db);
  const requests = dataRequestRepository(db);
  const audit = auditLog(db, clock);

  const { findByEmail } = applications;

  async function log(
    type: DataRequestType,
    email: string,
    receivedOn: string | undefined,
    actor: AuditActor,
    applicationIds: string[],
    completed: boolean,
  ): Promise<DataRequestRecord> {
    const now = clock();
    const received = receivedOn ?? instituteDayOf(now);
    const record: DataRequestRecord = {
      id: randomUUID(),
      type,
      subject: maskEmail(email),
      email_hash: emailHash(email),
      received_on: received,
      due_on: addDays(received, DATA_REQUEST_DEADLINE_DAYS),
      completed_at: completed ? now.toISOString() : null,
      completed_by: completed ? (actor.email ?? actor.sub) : null,
      application_ids: applicationIds,
      created_at: now.toISOString(),
      created_by: actor.email ?? actor.sub,
    };
    await audit.recordWith(
      {
        actor,
        entity: 'data_request',
        entityId: record.id,
        action: 'create',
        before: null,
        after: { ...record },
      },
      requests.putWrite(record),
    );
    return record;
  }

  return {
    findByEmail,

    /** One JSON document with everything held about the address; logged as a completed access request. */
    async exportData(
      email: string,
      receivedOn: string | undefined,
      actor: AuditActor,
    ): Promise<{ data: DataExport; request: DataRequestRecord }> {
      const records = await findByEmail(email);
      const request = await log(
        'access',
        email,
        receivedOn,
        actor,
        records.map((r) => r.id),
        true,
      );
      return {
        data: { generated_at: clock().toISOString(), email, applications: records },
        request,
      };
    },

    /**
     * Anonymises every application of the address at once (as retention does). The name typed
     * back must match; an application still being decided blocks it unless a super admin
     * overrides.
     */
    async erase(
      input: { email: string; confirmName: string; receivedOn?: string; override: boolean },
      actor: AuditActor,
      isSuperAdmin: boolean,
    ): Promise<EraseResult> {
      const records = (await findByEmail(input.email)).filter((r) => !r.anonymised_at);
      if (records.length === 0) {
        return {
          ok: false,
          reason: 'not_found',
          message: 'No application holds this e-mail address',
        };
      }
      const names = new Set(records.map((r) => comparableName(r.full_name)));
      if (!names.has(comparableName(input.confirmName))) {
        return {
          ok: false,
          reason: 'name_mismatch',
          message: 'The name typed does not match the applicant’s full name',
        };
      }
      const undecided = records.filter((r) => UNDECIDED_STATUSES.includes(r.status));
      if (undecided.length > 0 && !(input.override && isSuperAdmin)) {
        return {
          ok: false,
          reason: 'undecided',
          message: `${undecided.length} application${undecided.length === 1 ? ' is' : 's are'} still being decided. Decide ${undecided.length === 1 ? 'it' : 'them'} first, or ask a super admin to erase anyway.`,
        };
      }
      const at = clock().toISOString();
      const anonymised: string[] = [];
      for (const record of records) {
        // Each application's erasure and its audit entry together (docs/decisions/018).
        const erased = await written(() =>
          audit.recordWith(
            {
              actor,
              entity: 'application',
              entityId: record.id,
              action: 'update',
              before: { status: record.status },
              after: {
                anonymised_at: at,
                reason: 'erasure request',
                override: undecided.length > 0,
              },
            },
            // The duplicate lookups go too: they are keyed by the e-mail and name (hashed).
            [anonymiseWrite(record.id, at), ...duplicateRepository(db).removeWrites(record)],
          ),
        );
        if (erased) anonymised.push(record.id);
      }
      // SES's bounces and complaints about mail to the address hold it too.
      await removeMailEventsOf(db, input.email);
      const request = await log('erasure', input.email, input.receivedOn, actor, anonymised, true);
      return { ok: true, request, anonymised };
    },

    /** Logs a request still to be handled (e.g. a correction asked for by e-mail). */
    async record(
      type: DataRequestType,
      email: string,
      receivedOn: string | undefined,
      actor: AuditActor,
    ) {
      const records = await findByEmail(email);
      return log(
        type,
        email,
        receivedOn,
        actor,
        records.map((r) => r.id),
        false,
      );
    },

    async complete(id: string, actor: AuditActor): Promise<DataRequestRecord | null> {
      const current = await requests.get(id);
      if (!current || current.completed_at) return null;
      const completed_at = clock().toISOString();
      const completed_by = actor.email ?? actor.sub;
      const saved = await written(() =>
        audit.recordWith(
          {
            actor,
            entity: 'data_request',
            entityId: id,
            action: 'update',
            // The masked address rides along unchanged so the audit log titles the entry by it.
            before: { subject: current.subject, completed_at: null },
            after: { subject: current.subject, completed_at, completed_by },
          },
          requests.completeWrite(id, completed_at, completed_by),
        ),
      );
      return saved ? { ...current, completed_at, completed_by } : null;
    },

    /** The log, newest first, each marked overdue when answered (or still open) after 21 days. */
    async list(): Promise<DataRequestView[]> {
      const today = instituteDayOf(clock());
      return (await requests.list()).map((request) => {
        const answered = request.completed_at
          ? instituteDayOf(new Date(request.completed_at))
          : today;
        return { ...request, overdue: answered > request.due_on };
      });
    },
  };
}
