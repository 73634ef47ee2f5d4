import { useState } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
// The last step's "Your personal data" box: without it the box shows the browser's grooved border.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import { courseChoiceForTitle } from '@institute/core/application/course-choice';
import { emptyAnswers } from '@institute/core/application/schema';
import { STEP_TITLES } from '@institute/core/application/steps';
import { isUuid } from '@institute/core/db/record-id';
import { MantineArea } from '../../components/mantine-area';
import { peekPublicHome } from '../../lib/public-home-query';
import { hasAnswers, loadDraft, type EnrollDraft } from './lib/draft-storage';
import { newId } from '../../lib/new-id';
import type { SubmittedApplication } from './lib/submitted';
import { formShownOn, useStepInAddress } from './lib/step-in-address';
import { EnrollmentWizard, type EnrollPlacement } from './components/enrollment-wizard';
import { SubmissionConfirmation } from './components/submission-confirmation';
import { PlacementContext } from './components/waitlist-notice';

export interface FormStackProps {
  /** The course title from `?course=`, chosen on a course card. */
  courseTitle?: string;
  /** The application is stored and its confirmation shown. */
  onSubmitted?: () => void;
}

/** The card's intake (`?intake=`) and whether it offered the waitlist (`?waitlist=true`). */
function useCardIntake(): { intakeId?: string; waitlist: boolean } {
  // The router keeps search keys the route does not declare; they are checked here.
  const search = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const { intake, waitlist } = search;
  return isUuid(intake)
    ? { intakeId: intake.toLowerCase(), waitlist: waitlist === true || waitlist === 'true' }
    : { waitlist: false };
}

/**
 * The application form with everything it needs: Mantine, react-hook-form, the schema. Loaded
 * after the page is hydrated (lib/form-stack.ts), so none of it is evaluated before.
 */
export function FormStack(props: FormStackProps) {
  return (
    <MantineArea>
      <EnrollForm {...props} />
    </MantineArea>
  );
}

function EnrollForm({ courseTitle, onSubmitted }: FormStackProps) {
  const { intakeId, waitlist } = useCardIntake();
  const router = useRouter();
  // Read once: the saved draft, with the course from the link chosen on top of it.
  const [start] = useState(() => {
    let placement: EnrollPlacement | undefined;
    const draft = loadDraft();
    const initial: EnrollDraft = draft ?? {
      id: newId(),
      values: { ...emptyAnswers },
      step: 0,
    };
    if (courseTitle) {
      // A course card may name its choice; the home page data is cached when the visitor came from there.
      const course = peekPublicHome()?.courses.find((c) => c.title === courseTitle);
      const choice = courseChoiceForTitle(courseTitle, course?.enroll_course);
      // Only on an entry the form has not shown yet (a link followed): a reload, or Back to a
      // step, keeps the course the applicant chose since in place of the card's.
      if (choice && !(draft && formShownOn(router.history.location.state))) {
        initial.values = { ...initial.values, course_name: choice };
      }
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
  // A page opened without a step in its address starts where the draft was left.
  const address = useStepInAddress(start.initial.step);
  const step = Math.min(address.step, STEP_TITLES.length - 1);
  const [submitted, setSubmitted] = useState<SubmittedApplication>();
  if (submitted) return <SubmissionConfirmation application={submitted} />;
  return (
    <PlacementContext.Provider value={start.placement}>
      <EnrollmentWizard
        initial={start.initial}
        restored={start.restored}
        step={step}
        onStep={(index) => address.go(index, step)}
        onShown={address.shown}
        onSubmitted={(application) => {
          address.clear();
          setSubmitted(application);
          onSubmitted?.();
        }}
      />
    </PlacementContext.Provider>
  );
}
