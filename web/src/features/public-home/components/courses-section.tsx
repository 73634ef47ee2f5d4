import { lazy, Suspense } from 'react';
import type { CourseLevel } from '@institute/core/course/schema';
import type { PublicCourse } from '@institute/core/home/service';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { CourseGroup } from './course-tabs';
import ui from '../../../components/public-ui.module.css';

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

function Loading() {
  return <CardSkeletons count={6} label="Loading courses" withImage testId="courses-loading" />;
}

export function CoursesSection({ courses, loading }: CoursesSectionProps) {
  const groups: CourseGroup[] = LEVEL_TABS.map((tab) => ({
    ...tab,
    courses: courses.filter((course) => (course.level ?? 'foundational') === tab.level),
  })).filter((group) => group.courses.length > 0);
  // Rendered, and its code fetched, only once the section nears the screen.
  const { ref, near } = useNearViewport<HTMLElement>(loadCourseTabs);

  return (
    <section
      ref={ref}
      id="courses"
      aria-labelledby="courses-title"
      className={ui.section}
      tabIndex={-1}
      style={{ outline: 'none' }}
    >
      <div className={ui.container}>
        <SectionHeading
          id="courses-title"
          eyebrow="Learn with us"
          title="Our Courses"
          description="Scripture-based courses for every stage of the journey. Most are free; certificates are given on completion."
        />
        {loading || !near ? (
          <Loading />
        ) : groups.length === 0 ? (
          <p className={ui.emptyList}>No courses available at the moment.</p>
        ) : (
          <Suspense fallback={<Loading />}>
            <CourseTabs groups={groups} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
