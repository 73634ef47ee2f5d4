import { testimonialInputSchema } from '@institute/core/testimonial/schema';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../../deps';
import { crudRoutes } from './crud';

export const testimonialRoutes = ({ db, account }: AppDeps) =>
  crudRoutes({
    schema: testimonialInputSchema,
    service: testimonialService(db),
    noun: 'Testimonial',
    account,
  });
