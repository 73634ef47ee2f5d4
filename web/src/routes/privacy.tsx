import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/privacy/privacy-page';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPageRoute,
});

function PrivacyPageRoute() {
  return (
    <MantineArea>
      <PrivacyPage />
    </MantineArea>
  );
}
