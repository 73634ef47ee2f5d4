import { createFileRoute } from '@tanstack/react-router';
import { inMantineArea } from '../components/mantine-area';
import { PrivacyPage } from '../features/privacy/privacy-page';

export const Route = createFileRoute('/privacy')({
  component: inMantineArea(PrivacyPage),
});
