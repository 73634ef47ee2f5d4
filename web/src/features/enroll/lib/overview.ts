interface OverviewStep {
  title: string;
  /** How the step reads before applying, above the form. */
  text: string;
  /** How it reads on the confirmation, once the step is done (the text above when not given). */
  doneText?: string;
  /** How it reads on the confirmation of a waitlist application. */
  waitlistText?: string;
}

/** The three steps of joining a course: shown above the form and again once it is sent. */
export const OVERVIEW: readonly OverviewStep[] = [
  {
    title: 'Apply',
    text: 'Complete this form with your personal details and course selection.',
    doneText:
      'We have your details and course choice. The institute will contact you about the next intake.',
    waitlistText:
      'We have your details and course choice. You are on the waitlist: the institute will contact you if a place opens, or about the following intake.',
  },
  {
    title: 'Orientation',
    text: 'A brief session to meet the faculty and your fellow students.',
  },
  {
    title: 'Begin Learning',
    text: 'Access the course materials and start your studies.',
  },
];
