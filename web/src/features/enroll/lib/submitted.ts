import { labelFor } from '@institute/core/application/choices';
import { greetingName } from '@institute/core/application/greeting';
import { nextSteps, type JourneyStep } from '@institute/core/application/next-steps';
import type { ApplicationBody } from '@institute/core/application/schema';
import type { SubmitAnswer } from '../api/submit-application';

/** What the applicant is shown once the server has stored the application. */
export interface SubmittedApplication {
  id: string;
  /** Who is thanked: as every e-mail to the applicant greets them. */
  greetingName: string;
  /** The stored course: an earlier submission's when this id was already taken. */
  courseLabel: string;
  email: string;
  /**
   * The id was stored before (a lost answer, another tab) with other answers, which were kept:
   * the ones sent this time were not saved.
   */
  changesNotSaved: boolean;
  /** The intake was closed or full: the application waits on its waitlist. */
  onWaitlist: boolean;
  /** What happens next, as the confirmation e-mail says it (`nextSteps` in core). */
  nextSteps: JourneyStep[];
}

/** The confirmation's facts: what the server says it holds, not what this form sent. */
export function submittedApplication(
  sent: Pick<
    ApplicationBody,
    'full_name' | 'spiritual_name' | 'course_name' | 'email' | 'preferred_contact'
  >,
  answer: SubmitAnswer,
): SubmittedApplication {
  const earlier = answer.earlier_answers_kept === true;
  const onWaitlist = answer.waitlist === true;
  return {
    id: answer.id,
    greetingName: greetingName(sent),
    courseLabel: labelFor('course_name', earlier ? answer.course_name : sent.course_name),
    email: sent.email,
    changesNotSaved: earlier,
    onWaitlist,
    nextSteps: nextSteps({
      preferred_contact: earlier ? answer.preferred_contact : sent.preferred_contact,
      waitlist: onWaitlist,
      intake_start: answer.intake_start,
    }),
  };
}
