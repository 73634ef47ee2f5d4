import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/public-pages/faq-page';

export const Route = createFileRoute('/faq')({
  component: FaqPageRoute,
});

function FaqPageRoute() {
  return (
    <MantineArea>
      <FaqPage />
    </MantineArea>
  );
}
