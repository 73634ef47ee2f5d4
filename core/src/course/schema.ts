import * as v from 'valibot';
import { mustBeOneOf } from '../validation/choice-options';
import { COURSE_LEVELS, type CourseLevel } from './levels';
import { tooLong } from '../validation/plain-text';
import { COURSE_NAMES, type CourseName } from '../application/choices';
import {
  nullableText,
  requiredText,
  storedNullableText,
  storedText,
  wholeNumber,
} from '../db/record-fields';
import { cardInputSchema, cardRecordSchema } from '../db/card-fields';
import { isIsoDay } from '../calendar/institute-day';
import type { Intake } from './intakes';

export const COURSE_MESSAGES = {
  title: 'Title is required',
  level: mustBeOneOf('Level', COURSE_LEVELS),
  enrollCourse: 'Enrolment course must be one of the application course choices',
  prerequisites: 'Prerequisites must be a list of text',
  prerequisitesCount: 'At most 30 prerequisites',
  intakes: 'Intakes must be a list',
  intakesCount: 'At most 12 intakes',
  intakeId: 'Intake id must be a UUID',
  // Empty is what the form's date field sends; the written format only matters to other callers.
  intakeStartMissing: 'Start date is required',
  intakeDeadlineMissing: 'The date applications close is required',
  intakeStart: 'Start date must be a date (YYYY-MM-DD)',
  intakeDeadline: 'Application deadline must be a date (YYYY-MM-DD)',
  intakeDeadlineAfterStart: 'The application deadline must be on or before the start date',
  intakeCapacity: 'Capacity must be a whole number of at least 1',
  intakeCapacityMax: 'Capacity must be at most 10000',
  intakeSameStart: 'Two intakes cannot start on the same day',
  // Applications and their counts name an intake by id: two with one id would share them.
  intakeSameId: 'Two intakes cannot have the same id',
  intakeOtherCourse: (id: string) =>
    `Intake ${id} belongs to another course: leave the id out to add a new intake`,
} as const;

const intakeDay = (missing: string, message: string) =>
  v.optional(
    v.pipe(v.string(message), v.trim(), v.nonEmpty(missing), v.check(isIsoDay, message)),
    '',
  );

/** One intake as staff enter it; a new one gets its id here (counts are kept by id). */
const intakeInputSchema = v.pipe(
  v.object({
    id: v.pipe(
      v.optional(v.nullable(v.string(COURSE_MESSAGES.intakeId)), null),
      v.transform((value) => (value ? value.toLowerCase() : crypto.randomUUID())),
      v.uuid(COURSE_MESSAGES.intakeId),
    ),
    start_date: intakeDay(COURSE_MESSAGES.intakeStartMissing, COURSE_MESSAGES.intakeStart),
    deadline: intakeDay(COURSE_MESSAGES.intakeDeadlineMissing, COURSE_MESSAGES.intakeDeadline),
    capacity: v.optional(
      wholeNumber(COURSE_MESSAGES.intakeCapacity, 1, 10_000, COURSE_MESSAGES.intakeCapacityMax),
      0,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['deadline']],
      (intake) =>
        !isIsoDay(intake.start_date) ||
        !isIsoDay(intake.deadline) ||
        intake.deadline <= intake.start_date,
      COURSE_MESSAGES.intakeDeadlineAfterStart,
    ),
    ['deadline'],
  ),
);

/** The intakes of a course: soonest first, at most one a day, each id once. */
const intakesInput = v.pipe(
  v.optional(v.array(intakeInputSchema, COURSE_MESSAGES.intakes), () => []),
  v.maxLength(12, COURSE_MESSAGES.intakesCount),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const intakes = dataset.value;
    // A later intake repeating an earlier one's value: the issue points at that field of it.
    const repeated = (key: 'start_date' | 'id', message: string) => {
      const seen = new Set<string>();
      intakes.forEach((intake, index) => {
        if (seen.has(intake[key])) {
          addIssue({
            message,
            path: [
              { type: 'array', origin: 'value', input: intakes, key: index, value: intake },
              { type: 'object', origin: 'value', input: intake, key, value: intake[key] },
            ],
          });
        }
        seen.add(intake[key]);
      });
    };
    repeated('start_date', COURSE_MESSAGES.intakeSameStart);
    repeated('id', COURSE_MESSAGES.intakeSameId);
  }),
  v.transform((list): Intake[] =>
    [...list].sort((a, b) => a.start_date.localeCompare(b.start_date)),
  ),
);

const storedIntake = v.object({
  id: v.string(),
  start_date: v.string(),
  deadline: v.string(),
  capacity: v.number(),
});

// The old admin form's words (Beginner, Intermediate, Advanced) and near spellings.
const LEVEL_ALIASES: Record<string, CourseLevel> = {
  beginner: 'foundational',
  foundation: 'foundational',
  foundational: 'foundational',
  intermediate: 'intermediate',
  advanced: 'advanced',
  specialised: 'specialized',
  specialized: 'specialized',
};

/** A stored level as the public site reads it: legacy words mapped, missing or unknown -> foundational. */
export function normaliseLevel(value: unknown): CourseLevel {
  if (typeof value !== 'string') return 'foundational';
  return LEVEL_ALIASES[value.trim().toLowerCase()] ?? 'foundational';
}

/** Input levels: blank means foundational, legacy words are mapped, anything else is an error. */
function inputLevel(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 'foundational';
  return LEVEL_ALIASES[trimmed.toLowerCase()] ?? trimmed;
}

/** The prerequisites field of the admin form: split on commas, trimmed, empties dropped. */
export function splitPrerequisites(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The body of POST and PUT /api/admin/courses (the admin form's values). */
export const courseInputSchema = cardInputSchema({
  title: requiredText(COURSE_MESSAGES.title),
  description: nullableText(5000),
  duration: nullableText(100, 'line'),
  level: v.pipe(
    v.optional(v.nullable(v.string(COURSE_MESSAGES.level)), null),
    v.transform(inputLevel),
    v.picklist(COURSE_LEVELS, COURSE_MESSAGES.level),
  ),
  prerequisites: v.pipe(
    v.optional(
      v.array(v.string(COURSE_MESSAGES.prerequisites), COURSE_MESSAGES.prerequisites),
      () => [],
    ),
    v.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
    v.maxLength(30, COURSE_MESSAGES.prerequisitesCount),
    v.check((list) => list.every((item) => item.length <= 200), tooLong(200)),
  ),
  enroll_course: v.pipe(
    v.optional(v.nullable(v.string(COURSE_MESSAGES.enrollCourse)), null),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(v.picklist(COURSE_NAMES, COURSE_MESSAGES.enrollCourse)),
  ),
  intakes: intakesInput,
});

export type CourseInput = v.InferOutput<typeof courseInputSchema>;

/** A stored course as every reader sees it (levels normalised, odd values defaulted). */
export const courseRecordSchema = cardRecordSchema({
  title: storedText,
  description: storedNullableText,
  duration: storedNullableText,
  level: v.optional(v.pipe(v.unknown(), v.transform(normaliseLevel)), null),
  prerequisites: v.fallback(v.array(v.string()), () => []),
  enroll_course: v.fallback(v.nullable(v.picklist(COURSE_NAMES)), null),
  intakes: v.fallback(v.array(storedIntake), () => []),
});

export type Course = v.InferOutput<typeof courseRecordSchema>;
export type { CourseName };
