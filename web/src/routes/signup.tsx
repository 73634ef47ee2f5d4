import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../features/auth/signup-page';

export const Route = createFileRoute('/signup')({
  component: SignupPageRoute,
});

function SignupPageRoute() {
  return (
    <MantineArea>
      <SignupPage />
    </MantineArea>
  );
}
