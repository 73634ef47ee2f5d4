import { Hono } from 'hono';
import { applicationStatusService } from '@institute/core/application-status/service';
import {
  statusCodeRequestSchema,
  statusViewRequestSchema,
  type StatusCodeResponse,
  type StatusViewResponse,
} from '@institute/core/application-status/schema';
import type { AppDeps } from '../deps';
import { refused } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { parseJson } from '../validation';
import { siteOrigin } from './applications';

/** Personal data: never stored by CloudFront or the browser. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The applicant's status page: a code by e-mail (POST /code), then the applications (POST /view). */
export function applicationStatusRoutes({ db, config, mailer, clock }: AppDeps) {
  const service = applicationStatusService({
    db,
    mailer,
    clock,
    answerFloorMs: config.applicationStatus?.answerFloorMs,
  });

  return new Hono()
    .post('/code', async (c) => {
      const { email } = await parseJson(c, statusCodeRequestSchema);
      const result = await service.requestCode(email, clientAddress(c), {
        siteUrl: siteOrigin(c, config),
      });
      if (!result.ok) throw refused(result);
      return c.json<StatusCodeResponse>({ message: result.message }, 200, NO_STORE);
    })
    .post('/view', async (c) => {
      const { email, code } = await parseJson(c, statusViewRequestSchema);
      const result = await service.view(email, code);
      if (!result.ok) throw refused(result);
      return c.json<StatusViewResponse>({ applications: result.applications }, 200, NO_STORE);
    });
}
