import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { CoursesAdminPage } from '../../features/admin-courses/courses-admin-page';

interface CoursesSearch {
  /** Open the Add dialog (the dashboard's "Add New Course"). */
  add?: boolean;
}

export const Route = createFileRoute('/admin/courses')({
  validateSearch: (search: Record<string, unknown>): CoursesSearch =>
    search.add === true || search.add === 'true' ? { add: true } : {},
  component: CoursesRoute,
});

function CoursesRoute() {
  const { add } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Drop the flag once the dialog is open, so Back or a reload does not open it again.
  const onAddOpened = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <CoursesAdminPage openAddOnLoad={add} onAddOpened={onAddOpened} />;
}
