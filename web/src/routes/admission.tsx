import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { AdmissionPage } from '../features/public-pages/admission-page';

export const Route = createFileRoute('/admission')({
  component: AdmissionPageRoute,
});

function AdmissionPageRoute() {
  return (
    <MantineArea>
      <AdmissionPage />
    </MantineArea>
  );
}
