import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { written } from '../db/items';
import { revisionIs } from '../db/record-repository';
import type { UpdateResult } from '../db/record-service';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { applicationRepository } from '../application/repository';
import type { ApplicationRecord } from '../application/record';
import type { ApplicationActor, ApplicationHistoryEntry } from '../application/status';
import type { MailQueue } from '../notifications/mail-queue';
import { sendWithRetry, type Mailer, type RetryOptions } from '../notifications/mailer';
import { logLine, type LogLine } from '../ops/log';
import type { MailJobOutcome } from '../notifications/mail-queue';
import { applicantLanguage, instituteContext, placeholderValues } from './compose';
import { DEFAULT_STATUS_TEMPLATES, withCurrentDefault } from './defaults';
import {
  EMAIL_STATUSES,
  editedStatusEmail,
  renderStatusEmail,
  statusTemplateSchema,
  type EmailStatus,
  type RenderedStatusEmail,
  type StatusEmailSend,
  type StatusTemplate,
  type StatusTemplateRecord,
  versionFor,
} from './template';

const TYPE = ITEM_TYPES.statusTemplate;

/**
 * One status e-mail of an application, kept on the application under `status_emails` (its id
 * is the key): what was sent, to whom, in which language, and how the sending went. The mail
 * queue's job names only the application and this id.
 */
export interface StatusEmailRecord {
  id: string;
  status: EmailStatus;
  language: RenderedStatusEmail['language'];
  to: string;
  subject: string;
  text: string;
  html: string;
  queued_at: string;
  delivery: 'queued' | 'sent' | 'failed';
  sent_at?: string;
  attempts?: number;
  error?: string;
}

/** The last status e-mail that reached the mailer, for the applicant's status page. */
export function lastSentStatusEmail(
  record: Pick<ApplicationRecord, 'status_emails'>,
): { subject: string; sent_at: string } | null {
  let last: StatusEmailRecord | null = null;
  for (const email of Object.values(record.status_emails ?? {})) {
    if (email.delivery !== 'sent' || !email.sent_at) continue;
    if (!last || email.sent_at > last.sent_at!) last = email;
  }
  return last ? { subject: last.subject, sent_at: last.sent_at! } : null;
}

/**
 * A stored template that no longer parses reads as the default, as the permission map does; its
 * revision stays the stored one, so a save still goes over it. Nothing stored yet: revision 0.
 * An English version still word for word an earlier seeded draft reads as today's draft.
 */
function readTemplate(
  status: EmailStatus,
  item: Record<string, unknown> | undefined,
): StatusTemplateRecord {
  const revision = typeof item?.revision === 'number' ? item.revision : 0;
  const parsed = item ? v.safeParse(statusTemplateSchema, item.template) : null;
  if (!parsed?.success) return { status, ...DEFAULT_STATUS_TEMPLATES[status], revision };
  return {
    status,
    ...withCurrentDefault(status, parsed.output),
    revision,
    updated_at: String(item!.updated_at),
    updated_by: (item!.updated_by as string | null) ?? null,
  };
}

/** A template save: refused as `stale` when someone else saved it after the editor read it. */
export type TemplateSaveResult =
  | { ok: true; record: StatusTemplateRecord }
  | Extract<UpdateResult<StatusTemplateRecord>, { reason: 'stale' }>;

export type SendResult =
  | { ok: true; record: ApplicationRecord; email: StatusEmailRecord }
  | { ok: false; reason: 'not_found' | 'wrong_status' | 'anonymised'; message: string };

export function statusEmailService(db: Db, clock: () => Date = () => new Date()) {
  const applications = applicationRepository(db);

  async function template(status: EmailStatus): Promise<StatusTemplateRecord> {
    const result = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: itemKey(TYPE, status) }),
    );
    return readTemplate(status, result.Item);
  }

  /** Why no e-mail can be made for this application now, or null. */
  function problem(
    record: ApplicationRecord | null,
    status: EmailStatus,
  ): Extract<SendResult, { ok: false }> | null {
    if (!record) return { ok: false, reason: 'not_found', message: 'Application not found' };
    if (record.anonymised_at) {
      return {
        ok: false,
        reason: 'anonymised',
        message: "This applicant's details were erased, so there is no address to write to.",
      };
    }
    if (record.status !== status) {
      return {
        ok: false,
        reason: 'wrong_status',
        message: `The application is ${record.status} now, so the ${status} e-mail no longer fits. Reload it.`,
      };
    }
    return null;
  }

  return {
    template,
    list: () => Promise.all(EMAIL_STATUSES.map(template)),

    /**
     * Saves one status's template with its audit entry, as the admin records save (decision
     * 045): refused when `startedFrom` (the revision the edit began at) is no longer the stored
     * one, and written only while the revision is still the one read, so of two racing saves one
     * is refused. Without `startedFrom` the last save wins.
     */
    async save(
      status: EmailStatus,
      input: StatusTemplate,
      actor: ApplicationActor,
      startedFrom?: number,
    ): Promise<TemplateSaveResult> {
      const stale = async (): Promise<TemplateSaveResult> => {
        const last = await template(status);
        return {
          ok: false,
          reason: 'stale',
          by: last.updated_by ?? null,
          at: last.updated_at ?? '',
        };
      };
      const before = await template(status);
      if (startedFrom !== undefined && before.revision !== startedFrom) return stale();
      const at = clock().toISOString();
      const strip = ({ en, ms, ta }: StatusTemplate) => ({ en, ms, ta });
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const condition = revisionIs(names, values, before.revision);
      const saved = await written(() =>
        auditLog(db, clock).recordWith(
          {
            actor: { sub: actor.sub, email: actor.email || null },
            entity: 'status_template',
            entityId: status,
            action: 'update',
            before: strip(before),
            after: strip(input),
          },
          {
            Put: {
              Item: {
                ...itemKey(TYPE, status),
                template: strip(input),
                revision: before.revision + 1,
                updated_at: at,
                updated_by: actor.email,
              },
              ConditionExpression: condition,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
        ),
      );
      return saved ? { ok: true, record: await template(status) } : stale();
    },

    /**
     * The e-mail an applicant would get: the stored template for their language (or an unsaved
     * draft, for the editor's preview) filled with their data.
     */
    async render(
      record: ApplicationRecord,
      status: EmailStatus,
      options: { siteUrl?: string; draft?: StatusTemplate } = {},
    ): Promise<RenderedStatusEmail> {
      const chosen = options.draft ?? (await template(status));
      const context = await instituteContext(db, options.siteUrl);
      // The version the applicant gets (English when theirs is empty), and its values in its words.
      const { language } = versionFor(chosen, applicantLanguage(record));
      return renderStatusEmail(
        status,
        chosen,
        language,
        placeholderValues(record, context, language),
      );
    },

    /** Whether an e-mail for `status` can be made for this application now. */
    problem,

    /**
     * Records staff's (possibly edited) e-mail on the application with a history entry, and puts
     * a job naming it on the mail queue. Nothing from the internal notes is in either.
     */
    async queue(
      id: string,
      send: StatusEmailSend,
      actor: ApplicationActor,
      queue: MailQueue,
    ): Promise<SendResult> {
      const record = await applications.get(id);
      // The same e-mail sent again (its answer was lost on the way): it went once, and stays so.
      const already = send.id ? record?.status_emails?.[send.id] : undefined;
      if (record && already) return { ok: true, record, email: already };
      const refused = problem(record, send.status);
      if (refused) return refused;
      const at = clock().toISOString();
      const rendered = editedStatusEmail(
        send,
        await template(send.status),
        applicantLanguage(record!),
      );
      const email: StatusEmailRecord = {
        id: send.id ?? randomUUID(),
        ...rendered,
        to: record!.email,
        queued_at: at,
        delivery: 'queued',
      };
      const entry: ApplicationHistoryEntry = {
        kind: 'email',
        status: send.status,
        email_id: email.id,
        at,
        by: actor,
      };
      const key = itemKey(ITEM_TYPES.application, id);
      // The map first: an entry cannot be set in the expression that creates its map.
      await written(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key,
            UpdateExpression: 'SET #emails = if_not_exists(#emails, :none)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#emails': 'status_emails' },
            ExpressionAttributeValues: { ':none': {} },
          }),
        ),
      );
      // The e-mail and its history entry together, once for its id.
      const saved = await written(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key,
            UpdateExpression:
              'SET #emails.#id = :email, #history = list_append(if_not_exists(#history, :empty), :entries), #updated = :at',
            ConditionExpression:
              'attribute_exists(pk) AND #status = :status AND attribute_not_exists(#emails.#id)',
            ExpressionAttributeNames: {
              '#emails': 'status_emails',
              '#id': email.id,
              '#history': 'history',
              '#updated': 'updated_at',
              '#status': 'status',
            },
            ExpressionAttributeValues: {
              ':email': email,
              ':empty': [],
              ':entries': [entry],
              ':at': at,
              ':status': send.status,
            },
          }),
        ),
      );
      if (!saved) {
        const current = await applications.get(id);
        const queued = current?.status_emails?.[email.id];
        if (current && queued) return { ok: true, record: current, email: queued };
        return problem(current, send.status) ?? problem(null, send.status)!;
      }
      try {
        await queue.enqueue({ kind: 'status_email', application_id: id, email_id: email.id });
      } catch {
        // Recorded as failed at once, so the history says so and staff can send it again.
        await setEmail(db, id, {
          ...email,
          delivery: 'failed',
          attempts: 0,
          error: 'QueueUnavailable',
        });
      }
      const stored = (await applications.get(id))!;
      return { ok: true, record: stored, email: stored.status_emails![email.id]! };
    },
  };
}

async function setEmail(db: Db, id: string, email: StatusEmailRecord): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: itemKey(ITEM_TYPES.application, id),
      UpdateExpression: 'SET #emails.#id = :email',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#emails': 'status_emails', '#id': email.id },
      ExpressionAttributeValues: { ':email': email },
    }),
  );
}

/**
 * The mail queue's consumer for a status e-mail: sends the recorded message unless it was sent
 * already (a job received twice sends once), and records how it went. As for new applications,
 * a failure another try may fix is left to the queue until the job's last receive, and one
 * recorded is logged for the operator's alarm (the application id only, no address).
 */
export async function handleStatusEmailJob(
  deps: {
    db: Db;
    mailer: Mailer;
    retry?: RetryOptions;
    clock?: () => Date;
    log?: (line: Record<string, unknown>) => void;
  },
  job: { application_id: string; email_id: string },
  { finalAttempt }: { finalAttempt: boolean },
  fromName: () => Promise<{ siteName: string; contactEmail: string }>,
): Promise<MailJobOutcome> {
  const record = await applicationRepository(deps.db).get(job.application_id);
  const email = record?.status_emails?.[job.email_id];
  if (!record || record.anonymised_at || !email || email.delivery === 'sent') return 'done';
  const site = await fromName();
  const outcome = await sendWithRetry(
    deps.mailer,
    {
      to: email.to,
      fromName: site.siteName,
      replyTo: site.contactEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
    },
    deps.retry,
  );
  const at = (deps.clock ?? (() => new Date()))().toISOString();
  if (outcome.status === 'failed' && !outcome.permanent && !finalAttempt) return 'retry';
  await setEmail(deps.db, record.id, {
    ...email,
    delivery: outcome.status,
    attempts: (email.attempts ?? 0) + outcome.attempts,
    ...(outcome.status === 'sent' ? { sent_at: at } : { error: outcome.error }),
  });
  if (outcome.status === 'sent') return 'done';
  const failure: LogLine = {
    level: 'error',
    msg: 'notification_failed',
    application_id: record.id,
    notification: 'status_email',
    attempts: outcome.attempts,
    error: outcome.error,
  };
  (deps.log ?? logLine)(failure);
  return outcome.permanent ? 'done' : 'dead';
}
