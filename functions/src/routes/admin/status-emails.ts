import { Hono } from 'hono';
import * as v from 'valibot';
import { recordId } from '@institute/core/db/record-id';
import { applicationService } from '@institute/core/application/service';
import { statusEmailService } from '@institute/core/status-email/service';
import {
  EMAIL_STATUSES,
  isEmailStatus,
  statusEmailSendSchema,
  statusTemplateSchema,
} from '@institute/core/status-email/template';
import type { AppDeps } from '../../deps';
import { ApiError, notFound, refused } from '../../errors';
import { revisionOf, staleEdit } from './crud';
import { editingRoutes } from './editing';
import { idParam } from './record-params';
import { actorOf } from '../../middleware/account';
import type { AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';
import { siteOrigin } from '../applications';

function statusParam(value: string) {
  if (!isEmailStatus(value)) {
    throw new ApiError(
      404,
      'not_found',
      `There is no e-mail template for "${value}": the statuses with one are ${EMAIL_STATUSES.join(', ')}`,
    );
  }
  return value;
}

/** A draft template and the application whose data fills it. */
const templatePreviewSchema = v.object({
  application_id: v.pipe(v.string('Choose an application'), v.uuid('Choose an application')),
  template: statusTemplateSchema,
  language: v.optional(v.picklist(['en', 'ms', 'ta'], 'Choose English, Bahasa Malaysia or Tamil')),
});

/** The status e-mail templates (under the applications' permission: they write to applicants). */
export function statusTemplateRoutes(deps: AppDeps) {
  const { db, account, config, clock } = deps;
  const emails = statusEmailService(db, clock);
  const applications = applicationService(db);
  return (
    new Hono<AuthEnv>()
      .get('/', async (c) => c.json({ items: await emails.list() }))
      // Decision 045, as for the admin records: If-Match names the revision the edit began at.
      .put('/:status', async (c) => {
        const status = statusParam(c.req.param('status'));
        const startedFrom = revisionOf(c.req.header('if-match'));
        const template = await parseJson(c, statusTemplateSchema);
        const actor = await actorOf(c.get('caller'), account);
        const result = await emails.save(status, template, actor, startedFrom);
        if (!result.ok) throw staleEdit('E-mail template', result, actor);
        return c.json(result.record);
      })
      // The editor's heartbeat, as a record's edit form has (the "is editing this" heads-up).
      .route('/', editingRoutes(deps, 'email_template', statusParam))
      // A preview needs only reading: it changes nothing (POST because the draft is the body).
      .post('/:status/preview', async (c) => {
        const status = statusParam(c.req.param('status'));
        const body = await parseJson(c, templatePreviewSchema);
        const record = await applications.get(body.application_id);
        if (!record || record.anonymised_at) throw notFound('Application');
        const chosen = body.language ? { ...record, ...languageAnswer(body.language) } : record;
        return c.json(
          await emails.render(chosen, status, {
            siteUrl: siteOrigin(c, config),
            draft: body.template,
          }),
        );
      })
  );
}

/** The form answer that picks a language, so the editor can preview each version. */
function languageAnswer(language: 'en' | 'ms' | 'ta') {
  if (language === 'ta') return { preferred_language: 'tamil' as const, other_language: null };
  if (language === 'ms') return { preferred_language: 'other' as const, other_language: 'Malay' };
  return { preferred_language: 'english' as const, other_language: null };
}

/** An application's status e-mail: the rendered message to review, and sending it. */
export function statusEmailRoutes({ db, account, config, clock, mailQueue }: AppDeps) {
  const emails = statusEmailService(db, clock);
  const applications = applicationService(db);
  const statusBody = v.object({ status: v.picklist(EMAIL_STATUSES, 'Choose a status') });
  return new Hono<AuthEnv>()
    .post('/:id/status-email/preview', async (c) => {
      const id = recordId('application', c.req.param('id'));
      const { status } = await parseJson(c, statusBody);
      const record = id ? await applications.get(id) : null;
      const problem = emails.problem(record, status);
      if (problem) throw refused(problem);
      return c.json(await emails.render(record!, status, { siteUrl: siteOrigin(c, config) }));
    })
    .post('/:id/status-email', async (c) => {
      const send = await parseJson(c, statusEmailSendSchema);
      const id = idParam(c.req.param('id'), 'Application');
      const actor = await actorOf(c.get('caller'), account);
      const result = await emails.queue(id, send, actor, mailQueue);
      if (!result.ok) throw refused(result);
      return c.json(result.record, 201);
    });
}
