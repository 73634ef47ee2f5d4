import { contentSectionInputSchema } from '@institute/core/content-section/schema';
import { contentSectionService } from '@institute/core/content-section/service';
import type { AppDeps } from '../../deps';
import { crudRoutes } from './crud';

export const contentSectionRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    schema: contentSectionInputSchema,
    service: contentSectionService(deps.db, deps.clock),
    noun: 'Content section',
  });
