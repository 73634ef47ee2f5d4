import * as v from 'valibot';
import { COURSE_NAMES, type CourseName } from '../application/choices';

/** POST /api/public/events/register-click: which enrolment choice the clicked course leads to. */
export const registerClickSchema = v.object({
  course: v.picklist(COURSE_NAMES, 'Choose a course from the list'),
});

export type RegisterClick = v.InferOutput<typeof registerClickSchema>;

/** One counter: the Register Now clicks for one course on one institute day. */
export interface RegisterClickCount {
  day: string;
  course: CourseName;
  clicks: number;
}
