import { Hono } from 'hono';
import { courseService } from '@institute/core/course/service';
import { getPublicHome } from '@institute/core/home/service';
import { teamMemberService } from '@institute/core/team-member/service';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../deps';

/** Public reads may be cached briefly by CloudFront and browsers; errors are never cached. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Read-only public data: published records only, in sort_order, levels normalised. */
export function publicRoutes({ db }: AppDeps) {
  const courses = courseService(db);
  const testimonials = testimonialService(db);
  const team = teamMemberService(db);

  return new Hono()
    .use('*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    })
    .get('/home', async (c) => c.json(await getPublicHome(db)))
    .get('/courses', async (c) => c.json(await courses.listPublished()))
    .get('/testimonials', async (c) => c.json(await testimonials.listPublished()))
    .get('/team-members', async (c) => c.json(await team.listPublished()));
}
