import { lazy } from 'react';
import type { CourseLevel } from '@institute/core/course/schema';
import type { PublicCourse } from '@institute/core/home/service';
import { LazyListSection } from './lazy-list-section';
import { CoursesPlaceholder } from './list-placeholders';
import type { CourseGroup } from './course-tabs';

const loadCourseTabs = () => import('./course-tabs');
const CourseTabs = lazy(loadCourseTabs);

// Same titles as core's COURSE_LEVEL_TAB_TITLES; importing that module would put valibot in the
// entry chunk, which the home page must keep small.
const LEVEL_TABS: ReadonlyArray<{ level: CourseLevel; label: string }> = [
  { level: 'foundational', label: 'Foundational Courses' },
  { level: 'intermediate', label: 'Intermediate Courses' },
  { level: 'advanced', label: 'Advanced Courses' },
  { level: 'specialized', label: 'Specialized Training' },
];

interface CoursesSectionProps {
  courses: PublicCourse[];
  loading: boolean;
}

export function CoursesSection({ courses, loading }: CoursesSectionProps) {
  const groups: CourseGroup[] = LEVEL_TABS.map((tab) => ({
    ...tab,
    courses: courses.filter((course) => (course.level ?? 'foundational') === tab.level),
  })).filter((group) => group.courses.length > 0);
  return (
    <LazyListSection
      id="courses"
      focusable
      eyebrow="Learn with us"
      title="Our Courses"
      description="Scripture-based courses for every stage of the journey. Most are free; certificates are given on completion."
      load={loadCourseTabs}
      loading={loading}
      empty={groups.length === 0}
      emptyText="No courses available at the moment."
      skeleton={
        <CoursesPlaceholder
          tabs={(loading ? LEVEL_TABS : groups).map((tab) => tab.label)}
          courses={loading ? null : (groups[0]?.courses ?? [])}
        />
      }
    >
      <CourseTabs groups={groups} />
    </LazyListSection>
  );
}
