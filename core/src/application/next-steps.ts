import { formatInstituteDay } from '../calendar/format';
import type { PreferredContact } from './choices';
import { contactByWords } from './contact-by';

/*
 * The steps of joining a course, in the one wording every applicant reads: "How it works" above
 * the enrolment form, and "What happens next" on the confirmation screen and in the confirmation
 * e-mail. No valibot or choice lists here: the enrolment page's first download imports it.
 */

export interface JourneyStep {
  title: string;
  /** One or two sentences, each ending with a full stop. */
  text: string;
}

const ORIENTATION: JourneyStep = {
  title: 'Orientation',
  text: 'A brief session to meet the faculty and your fellow students.',
};

const BEGIN_LEARNING = 'You receive access to the course materials and start your studies.';

/** The three steps as the enrolment page describes them before anyone applies. */
export const HOW_IT_WORKS: readonly JourneyStep[] = [
  { title: 'Apply', text: 'Complete this form with your personal details and course selection.' },
  ORIENTATION,
  { title: 'Begin learning', text: BEGIN_LEARNING },
];

/** What the next steps of one application depend on: what it says, and where it was placed. */
export interface NextStepsFacts {
  /** The way the applicant asked to be contacted (none chosen: e-mail or phone). */
  preferred_contact?: PreferredContact | null;
  /** On its intake's waitlist: the intake was closed or full when it came. */
  waitlist?: boolean;
  /** The start day ('YYYY-MM-DD') of the intake it joined; absent without one. */
  intake_start?: string | null;
}

/**
 * What happens after applying, for one application: who contacts the applicant and how, then
 * orientation, then the start (with the intake's start day when it joined an intake). A waitlist
 * application waits for a place first, and is promised no start day: its intake is full or
 * closed, and it may begin with the following one.
 */
export function nextSteps(facts: NextStepsFacts): JourneyStep[] {
  const contactBy = contactByWords(facts.preferred_contact);
  const start = facts.intake_start ? formatInstituteDay(facts.intake_start) : null;
  if (facts.waitlist) {
    return [
      {
        title: 'Waitlist',
        text: start
          ? `We contact you ${contactBy} if a place opens in this intake, which starts on ${start}, or about the following one.`
          : `We contact you ${contactBy} if a place opens in this intake, or about the following one.`,
      },
      ORIENTATION,
      { title: 'Begin learning', text: BEGIN_LEARNING },
    ];
  }
  return [
    {
      title: 'Review',
      text: `Our team reads your application and contacts you shortly ${contactBy}.`,
    },
    ORIENTATION,
    {
      title: 'Begin learning',
      text: start ? `Your intake starts on ${start}. ${BEGIN_LEARNING}` : BEGIN_LEARNING,
    },
  ];
}

/** A step on one line, as a plain-text list has it: "Review: our team reads…". */
export function stepLine(step: JourneyStep): string {
  return `${step.title}: ${step.text.charAt(0).toLowerCase()}${step.text.slice(1)}`;
}
