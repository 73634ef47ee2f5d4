import { createFileRoute } from '@tanstack/react-router';
import { AdmissionPage } from '../features/public-pages/admission-page';

export const Route = createFileRoute('/admission')({
  component: AdmissionPage,
});
