import { courseInputSchema } from '@institute/core/course/schema';
import { courseService } from '@institute/core/course/service';
import { editingService } from '@institute/core/editing/service';
import type { AppDeps } from '../../deps';
import { crudRoutes, moveRoutes } from './crud';

export const courseRoutes = ({ db, account, clock }: AppDeps) => {
  const service = courseService(db, clock);
  return crudRoutes({
    schema: courseInputSchema,
    service,
    noun: 'Course',
    account,
    editing: editingService(db, clock),
  }).route('/', moveRoutes({ service, noun: 'Course', account }));
};
