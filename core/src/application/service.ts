import { auditLog, type AuditedWrite } from '../audit/service';
import { countDelta, intakeService } from '../intake/service';
import { duplicateRepository } from './duplicates';
import { log } from '../ops/log';
import type { ApplicationPlacement } from './schema';
import type { Db } from '../db/client';
import { written } from '../db/items';
import {
  INBOX_PAGE_SIZE,
  toSummary,
  type ApplicationFilters,
  type ApplicationListQuery,
  type ApplicationPage,
  type ApplicationPatch,
  type ApplicationStatusCounts,
} from './inbox';
import { REOPENED_STATUS, reopenProblem } from './reopen';
import { siteSettingService } from '../site-setting/service';
import type { ConsentPayload } from './consent';
import { consentRecordOf } from './consent-record';
import { readPage, type PageResult } from '../db/cursor';
import { applicationRepository } from './repository';
import { instantRangeOf } from '../calendar/day-range';
import { type ApplicationSubmission } from './schema';
import { type ApplicationRecord } from './record';
import {
  APPLICATION_STATUSES,
  statusLabel,
  transitionProblem,
  type ApplicationActor,
  type ApplicationHistoryEntry,
} from './status';
import { ERASED_MESSAGE } from './anonymise';

/** created is false when the id was already stored: a retry answered with the same success. */
export type SubmitResult =
  { id: string; created: true; record: ApplicationRecord } | { id: string; created: false };

export type ChangeResult =
  | { ok: true; record: ApplicationRecord }
  | {
      ok: false;
      reason:
        | 'not_found'
        | 'illegal_transition'
        | 'conflict'
        | 'not_decided'
        | 'window_closed'
        | 'intake_full'
        | 'anonymised';
      message: string;
    };

export type ListResult = PageResult<ApplicationPage>;

function queryFilters(filters: ApplicationFilters) {
  return {
    course: filters.course,
    status: filters.status,
    country: filters.country,
    search: filters.q || undefined,
  };
}

export function applicationService(db: Db, clock: () => Date = () => new Date()) {
  const repository = applicationRepository(db);
  const audit = auditLog(db, clock);
  const intakes = intakeService(db, clock);
  const duplicates = duplicateRepository(db);

  /**
   * The intake counter's move for a status change, when the application has an intake. An
   * accept is conditional on a free place (the capacity read from the course now) unless staff
   * confirmed going over it.
   */
  async function countWrites(
    current: ApplicationRecord,
    to: ApplicationRecord['status'],
    overCapacity: boolean,
  ): Promise<{ writes: AuditedWrite[]; capacity: number | null }> {
    const { intake, intake_course_id: courseId } = current;
    if (!intake || !courseId) return { writes: [], capacity: null };
    const delta = countDelta(current.status, to);
    if (!delta.accepted && !delta.waitlisted) return { writes: [], capacity: null };
    const capacity =
      delta.accepted > 0 && !overCapacity ? await intakes.capacity(courseId, intake) : null;
    return {
      writes: [intakes.countWrite(intake, courseId, delta, capacity ?? undefined)],
      capacity,
    };
  }

  /**
   * Writes a change of status or notes together with its audit entry (the staff-side fields only:
   * the applicant's personal data stays out of the audit trail), or tells a lost race from a
   * deleted record.
   */
  async function applyChange(
    current: ApplicationRecord,
    change: Parameters<typeof repository.changeWrite>[1],
    actor: ApplicationActor,
    counting: { writes: AuditedWrite[]; capacity: number | null } = { writes: [], capacity: null },
  ): Promise<ChangeResult> {
    const record: ApplicationRecord = {
      ...current,
      ...change.set,
      history: [...(current.history ?? []), ...change.history],
    };
    const staff = (r: ApplicationRecord) => ({ status: r.status, notes: r.notes ?? null });
    const saved = await written(() =>
      audit.recordWith(
        {
          actor: { sub: actor.sub, email: actor.email || null },
          entity: 'application',
          entityId: current.id,
          action: 'update',
          before: staff(current),
          after: staff(record),
        },
        // The counter first: locally (no transactions) it is taken back if the change fails.
        [...counting.writes, repository.changeWrite(current.id, change)],
      ),
    );
    if (saved) return { ok: true, record };
    if (counting.capacity !== null && current.intake) {
      const { accepted } = await intakes.counts(current.intake);
      if (accepted >= counting.capacity) {
        return {
          ok: false,
          reason: 'intake_full',
          message: `This intake is full: ${accepted} of ${counting.capacity} places are taken. Confirm to accept beyond the capacity.`,
        };
      }
    }
    return (await repository.exists(current.id))
      ? {
          ok: false,
          reason: 'conflict',
          message: 'Someone else changed this application just now. Reload it and try again.',
        }
      : { ok: false, reason: 'not_found', message: 'Application not found' };
  }

  const service = {
    /**
     * Stores a validated application exactly once. The client made the id, so a retry of the
     * same submission finds it taken and gets the same answer, without a second record.
     */
    async submit(
      submission: ApplicationSubmission,
      consent?: ConsentPayload,
      placement?: ApplicationPlacement | null,
    ): Promise<SubmitResult> {
      const now = clock().toISOString();
      const record: ApplicationRecord = {
        ...submission,
        ...placement,
        // The texts in force now are what the form showed; the record keeps them for good.
        ...(consent
          ? {
              consent: consentRecordOf(
                consent,
                await siteSettingService(db, clock).publicSettings(),
                now,
              ),
            }
          : {}),
        status: 'new',
        notes: null,
        history: [],
        created_at: now,
        updated_at: now,
      };
      const created = await repository.create(record);
      if (!created) return { id: submission.id, created };
      try {
        const others = await duplicates.flag(record);
        if (others.length > 0) record.possible_duplicates = others;
      } catch (err) {
        // The application is stored; a missed flag must not turn its answer into an error.
        log.error('duplicate_check_failed', { id: record.id, err: String(err) });
      }
      return { id: submission.id, created, record };
    },
    /** Whether an application with this id is already stored. */
    exists: (id: string) => repository.exists(id),
    get: (id: string) => repository.get(id),
    list: () => repository.list(),
    count: () => repository.count(),
    hasAny: () => repository.hasAny(),

    /** One page of the inbox, newest first. */
    listPage(query: ApplicationListQuery): Promise<ListResult> {
      return readPage(async () => {
        const { items, cursor } = await repository.findPage(
          instantRangeOf(query),
          queryFilters(query),
          query.limit ?? INBOX_PAGE_SIZE,
          query.cursor,
        );
        return { items: items.map(toSummary), cursor };
      });
    },

    /** Every application the filters select, newest first (what the CSV export holds). */
    exportAll(filters: ApplicationFilters): Promise<ApplicationRecord[]> {
      return repository.findAll(instantRangeOf(filters), queryFilters(filters));
    },

    async statusCounts(): Promise<ApplicationStatusCounts> {
      const by_status = Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [status, 0]),
      ) as ApplicationStatusCounts['by_status'];
      const statuses = await repository.statuses();
      for (const status of statuses) by_status[status] += 1;
      return { total: statuses.length, by_status };
    },

    /**
     * Moves the status along the workflow and/or replaces the notes, recording who did it and
     * when. The write is conditional on the status read here, so a concurrent move is a conflict
     * rather than a silently lost update.
     */
    async change(
      id: string,
      patch: ApplicationPatch,
      actor: ApplicationActor,
    ): Promise<ChangeResult> {
      const current = await repository.get(id);
      if (!current) return { ok: false, reason: 'not_found', message: 'Application not found' };
      return changeRecord(current, patch, actor);
    },

    /**
     * The same status change for several applications, one at a time: each is its own
     * conditional write with its own history and audit entry, and each answers for itself.
     */
    async changeMany(
      ids: readonly string[],
      patch: Pick<ApplicationPatch, 'status' | 'over_capacity'>,
      actor: ApplicationActor,
    ): Promise<Array<{ id: string } & ChangeResult>> {
      const results: Array<{ id: string } & ChangeResult> = [];
      for (const id of ids) {
        const current = await repository.get(id);
        const result: ChangeResult = current
          ? await changeRecord(current, patch, actor)
          : { ok: false, reason: 'not_found', message: 'Application not found' };
        results.push({ id, ...result });
      }
      return results;
    },

    /**
     * Takes back a decision (accepted, waitlisted, declined): the application returns to
     * Contacted and the history says who reopened it. Anyone with the applications permission
     * may within 24 hours of the decision; a super admin at any time.
     */
    async reopen(
      id: string,
      actor: ApplicationActor,
      options: { superAdmin: boolean },
    ): Promise<ChangeResult> {
      const current = await repository.get(id);
      if (!current) return { ok: false, reason: 'not_found', message: 'Application not found' };
      if (current.anonymised_at)
        return { ok: false, reason: 'anonymised', message: ERASED_MESSAGE };
      const now = clock();
      const problem = reopenProblem(current, now, options.superAdmin);
      if (problem) return { ok: false, ...problem };
      const at = now.toISOString();
      return applyChange(
        current,
        {
          expectedStatus: current.status,
          set: { status: REOPENED_STATUS, updated_at: at },
          history: [{ kind: 'reopen', from: current.status, to: REOPENED_STATUS, at, by: actor }],
        },
        actor,
        await countWrites(current, REOPENED_STATUS, true),
      );
    },
  };

  /**
   * Moves the status along the workflow and/or replaces the notes, recording who did it and
   * when. The write is conditional on the status read here, so a concurrent move is a conflict
   * rather than a silently lost update.
   */
  async function changeRecord(
    current: ApplicationRecord,
    patch: ApplicationPatch,
    actor: ApplicationActor,
  ): Promise<ChangeResult> {
    // Nothing is written into an erased application: a note would bring personal data back.
    if (current.anonymised_at) return { ok: false, reason: 'anonymised', message: ERASED_MESSAGE };
    const at = clock().toISOString();
    const history: ApplicationHistoryEntry[] = [];
    const set: {
      status?: ApplicationRecord['status'];
      notes?: string | null;
      updated_at: string;
    } = {
      updated_at: at,
    };
    if (patch.status !== undefined) {
      if (patch.from_status !== undefined && patch.from_status !== current.status) {
        // The same move sent again (its answer was lost on the way): it is done, once.
        if (current.status === patch.status && patch.notes === undefined) {
          return { ok: true, record: current };
        }
        return {
          ok: false,
          reason: 'conflict',
          message: `Someone else changed this application since you opened it: it is ${statusLabel(current.status)} now. Check it, then choose again.`,
        };
      }
      const problem = transitionProblem(current.status, patch.status);
      if (problem) return { ok: false, reason: 'illegal_transition', message: problem };
      set.status = patch.status;
      history.push({ kind: 'status', from: current.status, to: patch.status, at, by: actor });
    }
    if (patch.notes !== undefined && patch.notes !== (current.notes ?? null)) {
      set.notes = patch.notes;
      history.push({ kind: 'notes', at, by: actor });
    }
    if (history.length === 0) return { ok: true, record: current };
    return applyChange(
      current,
      { expectedStatus: set.status ? current.status : undefined, set, history },
      actor,
      set.status ? await countWrites(current, set.status, patch.over_capacity === true) : undefined,
    );
  }

  return service;
}
