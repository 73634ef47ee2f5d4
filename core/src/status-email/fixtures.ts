import type { PlaceholderValues } from './template';

/** Placeholder values for the template tests: a WhatsApp applicant of an institute. */
export const PLACEHOLDER_VALUES: PlaceholderValues = {
  name: 'Radha',
  course: 'Bhakti-shastri',
  reference: 'B7BF9330',
  contact_by: 'on WhatsApp',
  institute: 'Institute',
  contact_email: 'office@example.com',
  whatsapp_link: '',
  status_link: 'https://site.example/application-status',
};
