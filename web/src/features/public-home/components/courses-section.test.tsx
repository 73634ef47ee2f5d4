import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Course } from '@institute/core/course/schema';
import type { PublicCourse } from '@institute/core/home/service';
import { renderWithRouter } from '../../../test/render';
import { stubIntersectionObserver } from '../../../test/in-view';
import { CoursesSection } from './courses-section';

const course = (id: string, title: string, level: Course['level']): PublicCourse =>
  ({
    id,
    title,
    description: `${title} description`,
    duration: '8 weeks',
    level,
    prerequisites: [],
    image_url: null,
    image: null,
    enroll_course: null,
    intakes: [],
    full_intakes: [],
    status: 'published',
    publish_from: null,
    unpublish_after: null,
    sort_order: 0,
    created_at: '',
    updated_at: '',
    revision: 1,
  }) as PublicCourse;

// The list's cards arrive with a chunk of their own; a busy machine can take a while to load it.
const SLOW = { timeout: 20_000 };
const LOADED = { timeout: 15_000 };

describe('CoursesSection', SLOW, () => {
  // The list's code is a chunk of its own; compiling it once up front keeps the waits short.
  beforeAll(() => import('./course-tabs'));
  // The list renders once it nears the screen: here, as soon as it is on the page.
  let view: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    view = stubIntersectionObserver({ auto: true });
  });
  afterEach(() => view.restore());

  it('shows 6 placeholders while loading', async () => {
    await renderWithRouter(<CoursesSection courses={[]} loading />);
    expect(screen.getByTestId('courses-loading').querySelectorAll('[data-skeleton]')).toHaveLength(
      6,
    );
    expect(screen.getByText('Loading courses')).toBeTruthy();
  });

  it('shows the empty message when there are no courses', async () => {
    await renderWithRouter(<CoursesSection courses={[]} loading={false} />);
    expect(await screen.findByText('No courses available at the moment.')).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('has a tab per level with courses, the first of them chosen', async () => {
    await renderWithRouter(
      <CoursesSection
        courses={[
          course('a', 'Deity Worship', 'specialized'),
          course('b', 'Bhakti-vaibhava', 'advanced'),
        ]}
        loading={false}
      />,
    );
    // The tabs and cards are a chunk of their own, loaded with the list.
    const tabs = await screen.findAllByRole('tab', undefined, LOADED);
    expect(tabs.map((t) => t.textContent)).toEqual(['Advanced Courses', 'Specialized Training']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Bhakti-vaibhava' })).toBeTruthy();
    fireEvent.click(tabs[1]!);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('links Register Now to the form with the course title', async () => {
    await renderWithRouter(
      <CoursesSection
        courses={[course('a', 'Culture & Etiquette', 'foundational')]}
        loading={false}
      />,
    );
    const link = await screen.findByRole(
      'link',
      { name: 'Register Now for Culture & Etiquette' },
      LOADED,
    );
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/enroll');
    expect(url.searchParams.get('course')).toBe('Culture & Etiquette');
  });

  it('treats a course without a level as foundational', async () => {
    await renderWithRouter(
      <CoursesSection
        courses={[course('a', 'Old Course', null as unknown as Course['level'])]}
        loading={false}
      />,
    );
    expect(
      (await screen.findAllByRole('tab', undefined, LOADED)).map((t) => t.textContent),
    ).toEqual(['Foundational Courses']);
  });
});
