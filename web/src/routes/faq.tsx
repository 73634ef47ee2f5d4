import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/public-pages/faq-page';

export const Route = createFileRoute('/faq')({
  component: FaqPage,
});
