import { contentSectionInputSchema } from '@institute/core/content-section/schema';
import { contentSectionService } from '@institute/core/content-section/service';
import { editingService } from '@institute/core/editing/service';
import type { AppDeps } from '../../deps';
import { crudRoutes } from './crud';

export const contentSectionRoutes = ({ db, account, clock }: AppDeps) =>
  crudRoutes({
    schema: contentSectionInputSchema,
    service: contentSectionService(db, clock),
    noun: 'Content section',
    account,
    editing: editingService(db, clock),
  });
