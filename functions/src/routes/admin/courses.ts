import { courseInputSchema } from '@institute/core/course/schema';
import { courseService } from '@institute/core/course/service';
import type { AppDeps } from '../../deps';
import { crudRoutes } from './crud';

export const courseRoutes = ({ db, account }: AppDeps) =>
  crudRoutes({ schema: courseInputSchema, service: courseService(db), noun: 'Course', account });
