import { courseInputSchema } from '@institute/core/course/schema';
import { courseService } from '@institute/core/course/service';
import type { AppDeps } from '../../deps';
import { orderedCrudRoutes } from './crud';

export const courseRoutes = (deps: AppDeps) =>
  orderedCrudRoutes(deps, {
    schema: courseInputSchema,
    service: courseService(deps.db, deps.clock),
    noun: 'Course',
  });
