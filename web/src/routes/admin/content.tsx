import { createFileRoute } from '@tanstack/react-router';
import { ContentAdminPage } from '../../features/admin-content/content-admin-page';

export const Route = createFileRoute('/admin/content')({
  component: ContentAdminPage,
});
