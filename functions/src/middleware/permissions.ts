import type { MiddlewareHandler } from 'hono';
import { can, type AccessMode, type Area } from '@institute/core/access/permissions';
import type { AccessService } from '@institute/core/access/service';
import { ApiError } from '../errors';
import { logRefusal, type AuthEnv } from './auth';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads need `read`, everything else `write`. */
export const modeOf = (method: string): AccessMode => (READS.has(method) ? 'read' : 'write');

/**
 * How an admin router declares what it needs: `requireArea(access, 'applications')` in front of
 * it (or on a path prefix) lets in only callers whose roles have that area in the permission map,
 * at the level the method needs. With several areas, any one of them is enough.
 */
export function requireArea(
  access: Pick<AccessService, 'permissionMap'>,
  areas: Area | readonly Area[],
  /** The level needed whatever the method (a record's versions: `write`, reads included). */
  fixedMode?: AccessMode,
): MiddlewareHandler<AuthEnv> {
  const list: readonly Area[] = typeof areas === 'string' ? [areas] : areas;
  return async (c, next) => {
    const caller = c.get('caller');
    const map = await access.permissionMap();
    const mode = fixedMode ?? modeOf(c.req.method);
    if (!list.some((area) => can(map, caller.groups, area, mode))) {
      logRefusal(c.req.path, 403, `no_${mode}_${list.join('_')}`, caller.sub);
      throw new ApiError(
        403,
        'forbidden',
        'Your role does not give access to this part of the admin',
      );
    }
    await next();
  };
}
