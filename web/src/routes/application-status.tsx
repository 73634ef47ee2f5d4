import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationStatusPage } from '../features/application-status/application-status-page';

export const Route = createFileRoute('/application-status')({
  component: ApplicationStatusPageRoute,
});

function ApplicationStatusPageRoute() {
  return (
    <MantineArea>
      <ApplicationStatusPage />
    </MantineArea>
  );
}
