import { courseInputSchema } from '@institute/core/course/schema';
import { courseService } from '@institute/core/course/service';
import type { AppDeps } from '../../deps';
import { crudRoutes, moveRoutes } from './crud';

export const courseRoutes = ({ db, account }: AppDeps) => {
  const service = courseService(db);
  return crudRoutes({ schema: courseInputSchema, service, noun: 'Course', account }).route(
    '/',
    moveRoutes({ service, noun: 'Course', account }),
  );
};
