import type { PublicCourse } from '@institute/core/home/service';
import { intakeState, intakeToday, nextIntake } from '@institute/core/course/intakes';
import { formatInstituteDay } from '@institute/core/calendar/format';
import classes from './home.module.css';

/** A course's next intake and its state ('open', 'full' or 'closed'), or null without one. */
export function nextIntakeOf(course: PublicCourse) {
  const today = intakeToday();
  const next = nextIntake(course.intakes ?? [], today);
  if (!next) return null;
  const state = intakeState(next, today, (course.full_intakes ?? []).includes(next.id));
  return { intake: next, state };
}

export type NextIntake = NonNullable<ReturnType<typeof nextIntakeOf>>;

/**
 * What a course card says of the next intake. Shared with the card's placeholder, which draws the
 * same sentence invisibly so that it takes the same lines.
 */
export function IntakeSentence({ next }: { next: NextIntake }) {
  return (
    <>
      <strong>Next intake starts {formatInstituteDay(next.intake.start_date)}.</strong>{' '}
      {next.state === 'open' ? (
        `Applications close ${formatInstituteDay(next.intake.deadline)}.`
      ) : (
        <strong className={classes.intakeClosed}>
          {next.state === 'full' ? 'This intake is full.' : 'Applications closed.'}
        </strong>
      )}
    </>
  );
}
