import { contentSectionInputSchema } from '@institute/core/content-section/schema';
import { contentSectionService } from '@institute/core/content-section/service';
import type { AppDeps } from '../../deps';
import { crudRoutes } from './crud';

export const contentSectionRoutes = ({ db, account }: AppDeps) =>
  crudRoutes({
    schema: contentSectionInputSchema,
    service: contentSectionService(db),
    noun: 'Content section',
    account,
  });
