import { Hono } from 'hono';
import { auditQuerySchema } from '@institute/core/audit/schema';
import { auditLog } from '@institute/core/audit/service';
import type { AppDeps } from '../../deps';
import { refused } from '../../errors';
import type { AuthEnv } from '../../middleware/auth';
import { parseQuery } from '../../query';

/** GET /api/admin/audit: the audit trail, newest first (the `audit` area: super_admin). */
export function auditRoutes({ db }: AppDeps) {
  const audit = auditLog(db);
  return new Hono<AuthEnv>().get('/', async (c) => {
    const result = await audit.list(parseQuery(c, auditQuerySchema));
    if (!result.ok) throw refused({ reason: 'invalid_cursor', message: result.message });
    return c.json(result.page);
  });
}
