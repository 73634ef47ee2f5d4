import { Hono } from 'hono';
import { courseService } from '@institute/core/course/service';
import { matchesEtag, type BodyCache } from '@institute/core/home/cache';
import { teamMemberService } from '@institute/core/team-member/service';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../deps';

/** Public reads may be cached briefly by CloudFront and browsers; errors are never cached. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Read-only public data: published records only, in sort_order, levels normalised. The home data
 * comes from a short in-memory cache and carries an ETag, so a revalidation costs a 304.
 */
export function publicRoutes({ db }: AppDeps, home: BodyCache) {
  const courses = courseService(db);
  const testimonials = testimonialService(db);
  const team = teamMemberService(db);

  return new Hono()
    .use('*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    })
    .get('/home', async (c) => {
      const { body, etag } = await home.get();
      c.header('ETag', etag);
      if (matchesEtag(c.req.header('if-none-match'), etag)) {
        c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return c.body(null, 304);
      }
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    })
    .get('/courses', async (c) => c.json(await courses.listPublished()))
    .get('/testimonials', async (c) => c.json(await testimonials.listPublished()))
    .get('/team-members', async (c) => c.json(await team.listPublished()));
}
