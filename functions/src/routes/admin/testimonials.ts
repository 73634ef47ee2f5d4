import { testimonialInputSchema } from '@institute/core/testimonial/schema';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../../deps';
import { orderedCrudRoutes } from './crud';

export const testimonialRoutes = (deps: AppDeps) =>
  orderedCrudRoutes(deps, {
    schema: testimonialInputSchema,
    service: testimonialService(deps.db, deps.clock),
    noun: 'Testimonial',
  });
