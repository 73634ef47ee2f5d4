import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPageRoute,
});

function ForgotPasswordPageRoute() {
  return (
    <MantineArea>
      <ForgotPasswordPage />
    </MantineArea>
  );
}
