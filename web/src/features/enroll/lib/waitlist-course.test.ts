import { describe, expect, it } from 'vitest';
import { intakeNoLongerOpen, waitlistCourse } from './waitlist-course';

const intake = (id: string, start_date: string, deadline: string) => ({
  id,
  start_date,
  deadline,
  capacity: 10,
});
const course = (title: string, intakes: ReturnType<typeof intake>[], full: string[] = []) => ({
  title,
  enroll_course: null,
  intakes,
  full_intakes: full,
});
const TODAY = '2026-12-01';

describe('the waitlist an application chosen in the form joins', () => {
  it("is the course's when its next intake is closed or full, as the card says", () => {
    const closed = course('Bhakti-shastri', [intake('a', '2026-12-20', '2026-11-25')]);
    expect(waitlistCourse('bhakti-shastri', [closed], TODAY)).toEqual({ title: 'Bhakti-shastri' });
    const full = course('Bhakti-shastri', [intake('b', '2027-01-10', '2026-12-20')], ['b']);
    expect(waitlistCourse('bhakti-shastri', [full], TODAY)).toEqual({ title: 'Bhakti-shastri' });
  });

  it('is none for an open next intake, a course without intakes, or another choice', () => {
    const open = course('Bhakti-shastri', [
      intake('past', '2026-11-01', '2026-10-20'),
      intake('later', '2027-03-01', '2027-02-01'),
      intake('next', '2027-01-10', '2026-12-20'),
    ]);
    expect(waitlistCourse('bhakti-shastri', [open], TODAY)).toBeNull();
    expect(waitlistCourse('bhakti-shastri', [course('Bhakti-shastri', [])], TODAY)).toBeNull();
    const closed = course('Bhakti-shastri', [intake('a', '2026-12-20', '2026-11-25')]);
    expect(waitlistCourse('bhakti-vaibhava', [closed], TODAY)).toBeNull();
    expect(waitlistCourse('', [closed], TODAY)).toBeNull();
  });
});

describe("a card's intake", () => {
  it('is no longer open once closed or full, and unknown ones are taken as open', () => {
    const courses = [
      course(
        'Bhakti-shastri',
        [
          intake('closed', '2026-12-20', '2026-11-25'),
          intake('full', '2027-01-10', '2026-12-20'),
          intake('open', '2027-03-01', '2027-02-01'),
        ],
        ['full'],
      ),
    ];
    expect(intakeNoLongerOpen('closed', courses, TODAY)).toBe(true);
    expect(intakeNoLongerOpen('full', courses, TODAY)).toBe(true);
    expect(intakeNoLongerOpen('open', courses, TODAY)).toBe(false);
    expect(intakeNoLongerOpen('gone', courses, TODAY)).toBe(false);
  });
});
