import { Hono, type Context } from 'hono';
import { courseService } from '@institute/core/course/service';
import { liveNow, type Windowed } from '@institute/core/db/publish-window';
import { etagOf, matchesEtag, type BodyCache } from '@institute/core/home/cache';
import { homePageHtml } from '@institute/core/home/hero-page';
import { errorName, log } from '@institute/core/ops/log';
import { PUBLIC_CACHE_CONTROL, publicCacheControl } from '@institute/core/home/cache-lifetime';
import type { PublicHome } from '@institute/core/home/service';
import { teamMemberService } from '@institute/core/team-member/service';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';

/**
 * Read-only public data: published records only, in sort_order, levels normalised. The home data
 * comes from a short in-memory cache and carries an ETag, so a revalidation costs a 304.
 */
export function publicRoutes({ db, clock, homeTemplate }: AppDeps, home: BodyCache) {
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

  /**
   * The viewer's `/` (CloudFront's request function, the local server): the prerendered home page
   * with the current hero picture in it, cached as the home data it is made from.
   */
  const homePage = async (c: Context) => {
    if (!homeTemplate) throw new ApiError(404, 'not_found', 'No such route');
    const template = await homeTemplate();
    let cached;
    try {
      cached = await home.get();
    } catch (error) {
      // The built-in page as it was built, kept by no cache, so the next visit tries again.
      log.warn('home_page_without_data', { error: errorName(error) });
      return c.html(template, 200, { 'Cache-Control': 'no-cache' });
    }
    const html = homePageHtml(template, JSON.parse(cached.body) as PublicHome);
    const etag = etagOf(html);
    c.header('ETag', etag);
    c.header('Cache-Control', publicCacheControl(cached.nextChange, clock().getTime()));
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return c.html(html);
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
    .get('/home-page', homePage)
    .get('/courses', (c) => live(c, courses.listPublished()))
    .get('/testimonials', (c) => live(c, testimonials.listPublished()))
    .get('/team-members', (c) => live(c, team.listPublished()));
}
