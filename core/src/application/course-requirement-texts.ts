/*
 * What the two advanced courses ask of a student, in the words the Admission Process page, the
 * FAQ and the enrolment form all use. No imports: the public pages load these few words alone.
 */

export const SHASTRI_PREREQUISITES =
  'Bhakti-shastri needs a commitment to 16 daily rounds and adherence to 4 regulative principles.';
export const VAIBHAVA_PREREQUISITES =
  'Bhakti-vaibhava requires completion of Bhakti-shastri, a recommendation letter, and attendance 5 days a week.';
export const VAIBHAVA_SCHEDULE =
  'Bhakti-vaibhava classes run 2 hours, Monday to Friday (8pm-10pm Malaysia time, 5:30pm-7:30pm India time).';
