import { Alert } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ApplicationFormValues } from '@institute/core/application/schema';
import { usePublicHome } from '../../../lib/public-home-query';
import { intakeNoLongerOpen, waitlistCourse } from '../lib/waitlist-course';
import type { EnrollPlacement } from './enrollment-wizard';

/**
 * Says that the application joins a waitlist: the card's intake's while its course is still
 * chosen (the card offered the waitlist, or the intake closed or filled since), else the chosen
 * course's when its next intake is closed or full. The API puts it there either way.
 */
export function WaitlistNotice({ placement }: { placement?: EnrollPlacement }) {
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
    <Alert color="saffron" variant="light" title="Waitlist application">
      The next intake of {title} is not taking applications any more, so this application joins its
      waitlist. We will contact you if a place opens, or about the following intake.
    </Alert>
  );
}
