import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/public-home/home-page';

export const Route = createFileRoute('/')({
  component: HomePageRoute,
});

function HomePageRoute() {
  return (
    <MantineArea>
      <HomePage />
    </MantineArea>
  );
}
