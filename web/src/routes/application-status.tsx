import { createFileRoute } from '@tanstack/react-router';
import { inMantineArea } from '../components/mantine-area';
import { ApplicationStatusPage } from '../features/application-status/application-status-page';

export const Route = createFileRoute('/application-status')({
  component: inMantineArea(ApplicationStatusPage),
});
