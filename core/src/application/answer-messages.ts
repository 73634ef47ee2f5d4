/* What the enrolment form and the API say about an answer, and the length limits. */
import { EMAIL_MAX_LENGTH } from '../contact/email';

export const APPLICATION_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 7 digits',
  phoneCharacters: 'Phone number can have only digits, spaces and + - ( ) .',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  gender: 'Please select your gender',
  address: 'Address must be at least 5 characters',
  country: 'Country is required',
  iskconStatus: 'ISKCON affiliation status is required',
  yearsOfPractice: 'Years of practice is required',
  initiated: 'Initiation status is required',
  courseName: 'Please select a course',
  preferredLanguage: 'Please select your preferred language',
  preferredSchedule: 'Please select your preferred schedule',
  completedPrerequisites: 'Please indicate if you have completed prerequisites',
  technologyAccess: 'Please provide information about your technology access',
  studyMaterials: 'Please indicate your study materials status',
  iskconStatusOther: 'Please specify your ISKCON status',
  otherLanguage: 'Please specify your preferred language',
  otherSpecialAssistance: 'Please specify what assistance you need',
  otherReferralSource: 'Please specify how you heard about us',
  invalidOption: 'Please select a valid option',
  noneWithOthers: '“None” cannot be chosen together with other options',
  courseFormat: 'Course format must be online',
  intake: 'The intake must be an intake id from a course card',
  waitlist: 'Waitlist must be true or false',
  waitlistWithoutIntake: 'A waitlist application must name the intake it waits for',
  intakeUnknown:
    'This intake is no longer offered. Go back to the course list and choose the course again.',
  intakeOtherCourse: (title: string) =>
    `This application was started from the ${title} card; choose that course, or apply from the Enroll page without an intake.`,
} as const;

// Upper bounds are ours (the product names none): they keep one stored application well under the
// item size limit and stop pasted novels.
export const APPLICATION_MAX_LENGTHS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  address: 500,
  shortText: 200,
  longText: 2000,
} as const;
