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

/** What a form or body with nothing answered is told, field by field, word for word. */
export const BLANK_FORM_MESSAGES: Record<string, string> = {
  full_name: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 7 digits',
  date_of_birth: 'Date of birth is required',
  gender: 'Please select your gender',
  address: 'Address must be at least 5 characters',
  country: 'Country is required',
  iskcon_status: 'ISKCON affiliation status is required',
  years_of_practice: 'Years of practice is required',
  initiated: 'Initiation status is required',
  course_name: 'Please select a course',
  preferred_language: 'Please select your preferred language',
  preferred_schedule: 'Please select your preferred schedule',
  completed_prerequisites: 'Please indicate if you have completed prerequisites',
  technology_access: 'Please provide information about your technology access',
  study_materials: 'Please indicate your study materials status',
  consent_notice: 'Please confirm that you have read and agree to the personal data notice',
  consent_sensitive:
    'Please give your explicit consent to the processing of your spiritual background answers',
};
