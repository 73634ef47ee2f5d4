import { createContext, useContext } from 'react';
import { Alert } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ApplicationFormValues } from '@institute/core/application/schema';
import { stepOfField } from '@institute/core/application/steps';
import { usePublicHome } from '../../../lib/public-home-query';
import { intakeNoLongerOpen, waitlistCourse } from '../lib/waitlist-course';
import type { EnrollPlacement } from './enrollment-wizard';

/** The step that asks for the course: there the notice stands under Course Name. */
export const COURSE_STEP = stepOfField('course_name');

/**
 * The course card's intake the form was opened from (`?intake=`), if any: given by the form's
 * page (form-stack.tsx) to the wizard, which sends it, and to the notice wherever it stands.
 */
export const PlacementContext = createContext<EnrollPlacement | undefined>(undefined);

/**
 * Says that the application joins a waitlist: the card's intake's while its course is still
 * chosen (the card offered the waitlist, or the intake closed or filled since), else the chosen
 * course's when its next intake is closed or full. The API puts it there either way.
 *
 * One notice, shown where the applicant is looking (decision 048): under Course Name on the
 * course step, where choosing a course brings it up beside the choice and above Next; at the top
 * of the form on the other steps, which a card's "Join the waitlist" scrolls into view.
 */
export function WaitlistNotice() {
  const placement = useContext(PlacementContext);
  const { control } = useFormContext<ApplicationFormValues>();
  const courseName = useWatch({ control, name: 'course_name' });
  const { data } = usePublicHome();
  const cardApplies = placement && (!placement.courseName || placement.courseName === courseName);
  const courses = data?.courses ?? [];
  const title = cardApplies
    ? placement.waitlist || intakeNoLongerOpen(placement.intake, courses)
      ? placement.courseTitle
      : null
    : (waitlistCourse(courseName, courses)?.title ?? null);
  if (!title) return null;
  return (
    <Alert
      color="saffron"
      variant="light"
      title="Waitlist application"
      data-testid="waitlist-notice"
    >
      The next intake of {title} is not taking applications any more, so this application joins its
      waitlist. We will contact you if a place opens, or about the following intake.
    </Alert>
  );
}
