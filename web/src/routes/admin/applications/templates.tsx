import { createFileRoute } from '@tanstack/react-router';
import { StatusTemplatesPage } from '../../../features/admin-status-templates/status-templates-page';

export const Route = createFileRoute('/admin/applications/templates')({
  component: StatusTemplatesPage,
});
