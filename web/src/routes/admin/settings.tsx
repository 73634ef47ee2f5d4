import { createFileRoute } from '@tanstack/react-router';
import { SettingsAdminPage } from '../../features/admin-settings/settings-admin-page';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsAdminPage,
});
