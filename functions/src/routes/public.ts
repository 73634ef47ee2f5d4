import { Hono, type Context } from 'hono';
import { courseService } from '@institute/core/course/service';
import { liveNow, type Windowed } from '@institute/core/db/publish-window';
import { matchesEtag, type BodyCache } from '@institute/core/home/cache';
import { PUBLIC_CACHE_CONTROL, publicCacheControl } from '@institute/core/home/cache-lifetime';
import { teamMemberService } from '@institute/core/team-member/service';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../deps';

/**
 * Read-only public data: published records only, in sort_order, levels normalised. The home data
 * comes from a short in-memory cache and carries an ETag, so a revalidation costs a 304.
 */
export function publicRoutes({ db, clock }: AppDeps, home: BodyCache) {
  const courses = courseService(db);
  const testimonials = testimonialService(db);
  const team = teamMemberService(db);

  /** A list's records live now, kept by caches no later than its next scheduled change. */
  const live = async <R extends Windowed>(c: Context, records: Promise<R[]>) => {
    const now = clock();
    const { live: shown, nextChange } = liveNow(await records, now);
    c.header('Cache-Control', publicCacheControl(nextChange, now.getTime()));
    return c.json(shown);
  };

  return new Hono()
    .use('*', async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
        c.res.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
      }
    })
    .get('/home', async (c) => {
      const { body, etag, nextChange } = await home.get();
      c.header('ETag', etag);
      // Shortened when a scheduled record comes or goes sooner than the usual lifetime.
      c.header('Cache-Control', publicCacheControl(nextChange, clock().getTime()));
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    })
    .get('/courses', (c) => live(c, courses.listPublished()))
    .get('/testimonials', (c) => live(c, testimonials.listPublished()))
    .get('/team-members', (c) => live(c, team.listPublished()));
}
