import { createFileRoute } from '@tanstack/react-router';
import { DataRequestsPage } from '../../../features/admin-data-requests/data-requests-page';

export const Route = createFileRoute('/admin/applications/data-requests')({
  component: DataRequestsPage,
});
