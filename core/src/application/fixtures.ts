import { emptyApplicationForm, type ApplicationForm } from './form-schema';

/** A complete, valid enrolment form (camelCase), for tests of the form and payload schemas. */
export const validForm: ApplicationForm = {
  ...emptyApplicationForm,
  fullName: 'Radha Krishnan',
  email: 'radha@example.com',
  phone: '+60123456789',
  dateOfBirth: '1988-04-12',
  gender: 'female',
  address: '12 Jalan Sultan Idris Shah, Ipoh',
  country: 'malaysia',
  iskconStatus: 'regular-attendee',
  yearsOfPractice: '3-5',
  initiated: 'no',
  courseName: 'bhakti-shastri',
  preferredLanguage: 'english',
  preferredSchedule: 'weekday-evenings',
  completedPrerequisites: 'yes',
  technologyAccess: ['internet'],
  studyMaterials: 'have-all',
};
