import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PublicCourse } from '@institute/core/home/service';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { renderWithRouter } from '../../../test/render';
import { CourseCard } from './course-card';

/* What a course card says of its next intake, and where its button leads. */

const day = (days: number) => addDays(instituteDayOf(new Date()), days);
const INTAKE_ID = '6f1c2a9e-3c1b-4b7e-9d55-0a8f3f3c2b10';

const course = (intake: { start: number; deadline: number }, full = false): PublicCourse => ({
  id: 'c1',
  title: 'Bhakti-shastri',
  description: 'A course',
  duration: '8 weeks',
  level: 'foundational',
  prerequisites: [],
  image_url: null,
  image: null,
  enroll_course: null,
  intakes: [
    // A past intake is never the next one.
    { id: 'past', start_date: day(-30), deadline: day(-40), capacity: 5 },
    { id: INTAKE_ID, start_date: day(intake.start), deadline: day(intake.deadline), capacity: 2 },
  ],
  full_intakes: full ? [INTAKE_ID] : [],
  status: 'published',
  sort_order: 0,
  created_at: '',
  updated_at: '',
  revision: 1,
  publish_from: null,
  unpublish_after: null,
});

const linkSearch = (name: string) => {
  const href = screen.getByRole('link', { name }).getAttribute('href')!;
  return new URL(href, 'http://localhost').searchParams;
};

describe('a course card with intakes', () => {
  it('shows the next intake and its deadline, and Register Now names the intake', async () => {
    await renderWithRouter(<CourseCard course={course({ start: 20, deadline: 0 })} />);
    expect(screen.getByTestId('course-intake').textContent).toBe(
      `Next intake starts ${formatInstituteDay(day(20))}. Applications close ${formatInstituteDay(day(0))}.`,
    );
    const search = linkSearch('Register Now for Bhakti-shastri');
    expect(search.get('intake')).toBe(INTAKE_ID);
    expect(search.get('waitlist')).toBeNull();
  });

  it('offers the waitlist once the deadline has passed', async () => {
    await renderWithRouter(<CourseCard course={course({ start: 5, deadline: -1 })} />);
    expect(screen.getByTestId('course-intake').textContent).toContain('Applications closed.');
    expect(linkSearch('Join the waitlist for Bhakti-shastri').get('waitlist')).toBe('true');
    expect(screen.queryByRole('link', { name: /Register Now/ })).toBeNull();
  });

  it('offers the waitlist when the intake is full', async () => {
    await renderWithRouter(<CourseCard course={course({ start: 20, deadline: 10 }, true)} />);
    expect(screen.getByTestId('course-intake').textContent).toContain('This intake is full.');
    expect(linkSearch('Join the waitlist for Bhakti-shastri').get('intake')).toBe(INTAKE_ID);
  });

  it('says nothing of intakes when none is to come', async () => {
    const past = { ...course({ start: 0, deadline: 0 }), intakes: [] };
    await renderWithRouter(<CourseCard course={past} />);
    expect(screen.queryByTestId('course-intake')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register Now for Bhakti-shastri' })).toBeTruthy();
  });
});
