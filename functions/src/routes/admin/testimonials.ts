import { testimonialInputSchema } from '@institute/core/testimonial/schema';
import { testimonialService } from '@institute/core/testimonial/service';
import type { AppDeps } from '../../deps';
import { crudRoutes, moveRoutes } from './crud';

export const testimonialRoutes = ({ db, account }: AppDeps) => {
  const service = testimonialService(db);
  return crudRoutes({
    schema: testimonialInputSchema,
    service,
    noun: 'Testimonial',
    account,
  }).route('/', moveRoutes({ service, noun: 'Testimonial', account }));
};
