import { createFileRoute } from '@tanstack/react-router';
import { TeamAdminPage } from '../../features/admin-team/team-admin-page';

export const Route = createFileRoute('/admin/team')({
  component: TeamAdminPage,
});
