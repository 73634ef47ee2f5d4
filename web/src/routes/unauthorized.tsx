import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../features/auth/unauthorized-page';

export const Route = createFileRoute('/unauthorized')({
  component: UnauthorizedPage,
});
