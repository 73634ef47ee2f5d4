import { createFileRoute } from '@tanstack/react-router';
import { inMantineArea } from '../components/mantine-area';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  component: inMantineArea(ForgotPasswordPage),
});
