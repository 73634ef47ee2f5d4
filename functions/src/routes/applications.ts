import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { applicationSubmissionSchemaAt } from '@institute/core/application/schema';
import { queueNewApplicationMail } from '@institute/core/application/notify';
import { applicationService } from '@institute/core/application/service';
import type { ApplicationRecord } from '@institute/core/application/record';
import { rateLimitService } from '@institute/core/rate-limit/service';
import type { AppConfig } from '../config';
import type { AppDeps } from '../deps';
import { forgiveHit, rateLimit } from '../middleware/rate-limit';
import { parseJson } from '../validation';
import { isUuid } from '@institute/core/db/record-id';
import { sentAgain } from '@institute/core/db/sent-again';
import { intakeService } from '@institute/core/intake/service';
import { ApiError } from '../errors';

/** The parsed body, or undefined when it is not JSON (parseJson reports that later). */
async function peekBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json(); // Hono caches the parsed body for later reads
    return body !== null && typeof body === 'object'
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's origin, for the inbox link in the institute's e-mail. On AWS the viewer's host comes
 * from CloudFront (x-forwarded-host; only CloudFront reaches the function URL there);
 * locally it is the request's own origin.
 */
export function siteOrigin(c: Context, config: AppConfig): string | undefined {
  if (!config.behindEdge) return new URL(c.req.url).origin;
  const host = c.req.header('x-forwarded-host');
  return host && /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `https://${host}` : undefined;
}

/**
 * What the applicant is told of a stored application, for the confirmation screen: its id,
 * whether it is on a waitlist, and the day its intake starts (its next steps name it, as the
 * confirmation e-mail does).
 */
async function answerTo(
  record: Pick<ApplicationRecord, 'id' | 'waitlist' | 'intake'>,
  intakes: ReturnType<typeof intakeService>,
) {
  // The application is stored: a table that fails this read leaves the day out, not the answer.
  const start = await intakes.startOf(record.intake).catch(() => null);
  return {
    id: record.id,
    ...(record.waitlist ? { waitlist: true } : {}),
    ...(start ? { intake_start: start } : {}),
  };
}

export function applicationRoutes({ db, config, mailQueue }: AppDeps) {
  const applications = applicationService(db);
  const intakes = intakeService(db);
  const submissionSchema = applicationSubmissionSchemaAt();

  return new Hono().post(
    '/',
    // The body's type and size were checked for every /api write in app.ts (415, 413).
    rateLimit({
      limiter: rateLimitService(db),
      rule: {
        bucket: 'applications',
        limit: config.rateLimits.applicationsPerWindow,
        windowSeconds: config.rateLimits.windowSeconds,
      },
      // A retry of an application already stored is answered (201) even over the limit; within
      // it, the handler takes the retry's hit back, so retries never use up the limit.
      pardon: async (c) => {
        const body = await peekBody(c);
        return isUuid(body?.id) && (await applications.exists(body.id));
      },
    }),
    async (c) => {
      const body = await peekBody(c);
      // Honeypot: people never see company_website; a bot that fills it is told "thanks".
      if (typeof body?.company_website === 'string' && body.company_website.trim() !== '') {
        return c.json({ id: isUuid(body.id) ? body.id : randomUUID() }, 201);
      }
      const {
        id,
        company_website: _honeypot,
        consent_notice,
        consent_sensitive,
        guardian_name,
        guardian_consent,
        intake,
        waitlist,
        ...payload
      } = await parseJson(c, submissionSchema);
      const placed = await intakes.place(intake, waitlist, payload.course_name);
      if (!placed.ok) {
        throw new ApiError(400, 'validation_failed', placed.message, {
          [placed.field]: placed.message,
        });
      }
      const result = await applications.submit(
        { ...payload, id },
        { consent_notice, consent_sensitive, guardian_name, guardian_consent },
        placed.placement,
      );
      // Only a new application sends e-mail: a retry of a stored one was queued the first time.
      // The e-mails go through the mail queue, so the answer never waits on a mail server; a
      // failure is recorded on the application for the inbox, and the answer is still 201.
      if (result.created) {
        await queueNewApplicationMail({ db, queue: mailQueue }, result.record, {
          siteUrl: siteOrigin(c, config),
        });
        return c.json(await answerTo(result.record, intakes), 201);
      }
      await forgiveHit(c);
      // A retry whose first answer was lost, or a second tab on the same draft: the first version
      // was kept. When this one differs, the applicant is told so, and which course is stored.
      const stored = await applications.get(result.id);
      if (!stored) return c.json({ id: result.id }, 201);
      if (sentAgain(payload, stored)) return c.json(await answerTo(stored, intakes), 201);
      // The stored answers the confirmation speaks of: the course, and the way to be contacted.
      return c.json(
        {
          ...(await answerTo(stored, intakes)),
          earlier_answers_kept: true,
          course_name: stored.course_name,
          ...(stored.preferred_contact ? { preferred_contact: stored.preferred_contact } : {}),
        },
        201,
      );
    },
  );
}
