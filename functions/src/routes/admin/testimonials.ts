import { testimonialInputSchema } from '@institute/core/testimonial/schema';
import { testimonialService } from '@institute/core/testimonial/service';
import { editingService } from '@institute/core/editing/service';
import type { AppDeps } from '../../deps';
import { crudRoutes, moveRoutes } from './crud';

export const testimonialRoutes = ({ db, account, clock }: AppDeps) => {
  const service = testimonialService(db, clock);
  return crudRoutes({
    schema: testimonialInputSchema,
    service,
    noun: 'Testimonial',
    account,
    editing: editingService(db, clock),
  }).route('/', moveRoutes({ service, noun: 'Testimonial', account }));
};
