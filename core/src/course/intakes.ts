/*
 * A course's intakes and what the public card says of them. No valibot here: the home page
 * imports this and must stay small (the schema is in ./schema.ts).
 */

/** One intake of a course, as stored: days are institute days ('YYYY-MM-DD'). */
export interface Intake {
  id: string;
  start_date: string;
  /** The last day applications are taken (on or before start_date). */
  deadline: string;
  /** How many applicants may be accepted. */
  capacity: number;
}

/** An intake's fields as the course form and the audit log name them. */
export const INTAKE_FIELD_LABELS = {
  start_date: 'Start date',
  deadline: 'Applications close',
  capacity: 'Capacity',
} as const satisfies Record<Exclude<keyof Intake, 'id'>, string>;

/** Where an intake stands for an applicant today. */
export type IntakeState = 'open' | 'closed' | 'full';

/** The earliest intake starting today or later (institute days), or null. */
export function nextIntake<T extends Pick<Intake, 'start_date'>>(
  intakes: readonly T[],
  today: string,
): T | null {
  let next: T | null = null;
  for (const intake of intakes) {
    if (intake.start_date < today) continue;
    if (!next || intake.start_date < next.start_date) next = intake;
  }
  return next;
}

/** Closed after its deadline day; full once its accepted count reaches the capacity. */
export function intakeState(
  intake: Pick<Intake, 'deadline'>,
  today: string,
  full: boolean,
): IntakeState {
  if (intake.deadline < today) return 'closed';
  return full ? 'full' : 'open';
}

/**
 * Today in Ipoh (UTC+8 all year, as calendar/institute-day.ts says): the day intakes open and
 * close by. Written out rather than imported: that module sits in the home page's first
 * download, and a course card importing from it would keep more of it there.
 */
export const intakeToday = (now: Date = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Accepted and waitlisted applications of one intake (the counter item). */
export interface IntakeCounts {
  accepted: number;
  waitlisted: number;
}

/** One intake with its course and counts, as the inbox summary lists them. */
export interface IntakeSummary extends IntakeCounts {
  course_id: string;
  course_title: string;
  intake: Intake;
}
