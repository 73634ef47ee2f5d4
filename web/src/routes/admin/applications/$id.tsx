import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailPage } from '../../../features/admin-applications/application-detail-page';

export const Route = createFileRoute('/admin/applications/$id')({
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving to another application starts its notes and panels afresh.
  return <ApplicationDetailPage key={id} id={id} />;
}
