import type { ApplicationRecord } from './record';
import {
  emptyAnswers,
  emptyConsent,
  type ApplicationBody,
  type ApplicationFormValues,
  type ApplicationPayload,
} from './schema';

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

/** The answers the valid form sends: every field named, blanks as null, the date a timestamp. */
export const validAnswersBody: ApplicationPayload = {
  full_name: 'Radha Krishnan',
  spiritual_name: null,
  email: 'radha@example.com',
  phone: '+60123456789',
  preferred_contact: null,
  date_of_birth: '1988-04-12T00:00:00.000Z',
  gender: 'female',
  address: '12 Jalan Sultan Idris Shah, Ipoh',
  country: 'malaysia',
  iskcon_status: 'regular-attendee',
  iskcon_status_other: null,
  years_of_practice: '3-5',
  initiated: 'no',
  spiritual_master: null,
  prior_courses: [],
  other_prior_course: null,
  course_name: 'bhakti-shastri',
  preferred_language: 'english',
  other_language: null,
  preferred_schedule: 'weekday-evenings',
  course_format: 'online',
  completed_prerequisites: 'yes',
  special_assistance: [],
  other_special_assistance: null,
  technology_access: ['internet'],
  study_materials: 'have-all',
  referral_source: null,
  other_referral_source: null,
  testimonial: null,
};

/** The API body the valid form makes: its answers and the consent it gives. */
export const validBody: ApplicationBody = {
  ...validAnswersBody,
  consent_notice: true,
  consent_sensitive: true,
  guardian_name: null,
  guardian_consent: false,
};

/** A stored application as the inbox, the e-mails and the exports read it: new, never edited. */
export const storedApplication: ApplicationRecord = {
  ...validAnswersBody,
  prior_courses: ['gita-saram'],
  id: '5b0d5a3e-8a51-4f7e-9a36-1f0c2b9f6d11',
  full_name: 'ராதா கிருஷ்ணன் 🙏',
  phone: '+60 12-345 6789',
  address: '12 Jalan Sultan Idris Shah\nIpoh, Perak',
  initiated: 'aspiring',
  course_name: 'bhakti-vaibhava',
  preferred_language: 'tamil',
  status: 'new',
  notes: null,
  history: [],
  created_at: '2025-03-01T16:30:00.000Z',
  updated_at: '2025-03-01T16:30:00.000Z',
};
