import { lazy } from 'react';
import { COURSE_LEVELS, COURSE_LEVEL_TAB_TITLES } from '@institute/core/course/levels';
import type { PublicCourse } from '@institute/core/home/service';
import { LazyListSection } from './lazy-list-section';
import { CoursesPlaceholder } from './list-placeholders';
import type { CourseGroup } from './course-tabs';

const loadCourseTabs = () => import('./course-tabs');
const CourseTabs = lazy(loadCourseTabs);

const LEVEL_TABS = COURSE_LEVELS.map((level) => ({ level, label: COURSE_LEVEL_TAB_TITLES[level] }));

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
      items={groups}
      emptyText="No courses available at the moment."
      // Before the data, every level's tab and sample cards.
      skeleton={(shown) => (
        <CoursesPlaceholder
          tabs={(shown ?? LEVEL_TABS).map((tab) => tab.label)}
          courses={shown ? (shown[0]?.courses ?? []) : null}
        />
      )}
    >
      <CourseTabs groups={groups} />
    </LazyListSection>
  );
}
