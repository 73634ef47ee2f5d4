import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsAdminPage } from '../../features/admin-testimonials/testimonials-admin-page';

export const Route = createFileRoute('/admin/testimonials')({
  component: TestimonialsAdminPage,
});
