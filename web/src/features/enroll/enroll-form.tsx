import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { courseChoiceForTitle } from '@institute/core/application/course-choice';
import { emptyApplicationForm } from '@institute/core/application/form-schema';
import { peekPublicHome } from '../../lib/public-home-query';
import { hasAnswers, loadDraft, newDraftId, type EnrollDraft } from './lib/draft-storage';
import type { SubmittedApplication } from './lib/overview';
import { EnrollmentWizard, type EnrollPlacement } from './components/enrollment-wizard';
import { SubmissionConfirmation } from './components/submission-confirmation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The card's intake (`?intake=`) and whether it offered the waitlist (`?waitlist=true`). */
function useCardIntake(): { intakeId?: string; waitlist: boolean } {
  // The router keeps search keys the route does not declare; they are checked here.
  const search = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const { intake, waitlist } = search;
  return typeof intake === 'string' && UUID.test(intake)
    ? { intakeId: intake.toLowerCase(), waitlist: waitlist === true || waitlist === 'true' }
    : { waitlist: false };
}

/**
 * The application form as this browser starts it: the saved draft, or a fresh one with the
 * course (and intake) of the card that led here. Loaded on its own (see enroll-page.tsx).
 */
export default function EnrollForm({ courseTitle }: { courseTitle?: string }) {
  const { intakeId, waitlist } = useCardIntake();
  // Read once: the saved draft, with the course from the link chosen on top of it.
  const [start] = useState(() => {
    let placement: EnrollPlacement | undefined;
    const draft = loadDraft();
    const initial: EnrollDraft = draft ?? {
      id: newDraftId(),
      values: { ...emptyApplicationForm },
      step: 0,
    };
    if (courseTitle) {
      // A course card may name its choice; the home page data is cached when the visitor came from there.
      const course = peekPublicHome()?.courses.find((c) => c.title === courseTitle);
      const choice = courseChoiceForTitle(courseTitle, course?.enroll_course);
      if (choice) initial.values = { ...initial.values, courseName: choice };
      // Only an intake id with its course; anything else in the address is ignored.
      if (intakeId) {
        placement = {
          intake: intakeId,
          courseName: choice,
          courseTitle,
          waitlist,
        };
      }
    }
    return { initial, restored: draft !== undefined && hasAnswers(draft.values), placement };
  });
  const [submitted, setSubmitted] = useState<SubmittedApplication>();
  if (submitted) return <SubmissionConfirmation application={submitted} />;
  return (
    <EnrollmentWizard
      initial={start.initial}
      restored={start.restored}
      placement={start.placement}
      onSubmitted={setSubmitted}
    />
  );
}
