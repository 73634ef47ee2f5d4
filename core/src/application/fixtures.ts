import { emptyAnswers, emptyConsent, type ApplicationFormValues } from './schema';

/** A complete, valid enrolment form as its fields hold it, consent given, for schema tests. */
export const validForm: ApplicationFormValues = {
  ...emptyAnswers,
  ...emptyConsent,
  full_name: 'Radha Krishnan',
  email: 'radha@example.com',
  phone: '+60123456789',
  date_of_birth: '1988-04-12',
  gender: 'female',
  address: '12 Jalan Sultan Idris Shah, Ipoh',
  country: 'malaysia',
  iskcon_status: 'regular-attendee',
  years_of_practice: '3-5',
  initiated: 'no',
  course_name: 'bhakti-shastri',
  preferred_language: 'english',
  preferred_schedule: 'weekday-evenings',
  completed_prerequisites: 'yes',
  technology_access: ['internet'],
  study_materials: 'have-all',
  consent_notice: true,
  consent_sensitive: true,
};
