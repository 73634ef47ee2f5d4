import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../features/auth/unauthorized-page';

export const Route = createFileRoute('/unauthorized')({
  component: UnauthorizedPageRoute,
});

function UnauthorizedPageRoute() {
  return (
    <MantineArea>
      <UnauthorizedPage />
    </MantineArea>
  );
}
