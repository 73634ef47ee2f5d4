import * as v from 'valibot';
import { applicationSchema } from './schema';
import { firstStepOf, STEP_FIELDS } from './steps';

/**
 * The furthest step of the enrolment form these answers reach: the first step with an answer
 * missing or wrong (the consent counts on the last). Later steps cannot be jumped to, from an
 * address such as `?step=6` any more than from the step strip.
 */
export function reachableStep(values: unknown): number {
  const last = STEP_FIELDS.length - 1;
  const result = v.safeParse(applicationSchema, values);
  if (result.success) return last;
  const fields = result.issues.flatMap((issue) => v.getDotPath(issue)?.split('.')[0] ?? []);
  const first = firstStepOf(fields);
  return first === -1 ? last : first;
}
