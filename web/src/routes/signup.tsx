import { createFileRoute } from '@tanstack/react-router';
import { inMantineArea } from '../components/mantine-area';
import { SignupPage } from '../features/auth/signup-page';

export const Route = createFileRoute('/signup')({
  component: inMantineArea(SignupPage),
});
