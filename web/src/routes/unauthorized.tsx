import { createFileRoute } from '@tanstack/react-router';
import { inMantineArea } from '../components/mantine-area';
import { UnauthorizedPage } from '../features/auth/unauthorized-page';

export const Route = createFileRoute('/unauthorized')({
  component: inMantineArea(UnauthorizedPage),
});
