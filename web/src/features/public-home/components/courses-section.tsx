import { useState } from 'react';
import { Box, Container, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { Course, CourseLevel } from '@institute/core/course/schema';
import { CardSkeletons } from '../../../components/card-skeletons';
import { SectionHeading } from '../../../components/section-heading';
import { CourseCard } from './course-card';

// Same titles as core's COURSE_LEVEL_TAB_TITLES; importing that module would put valibot in the
// entry chunk, which the home page must keep small.
const LEVEL_TABS: ReadonlyArray<{ level: CourseLevel; label: string }> = [
  { level: 'foundational', label: 'Foundational Courses' },
  { level: 'intermediate', label: 'Intermediate Courses' },
  { level: 'advanced', label: 'Advanced Courses' },
  { level: 'specialized', label: 'Specialized Training' },
];

interface CoursesSectionProps {
  courses: Course[];
  loading: boolean;
}

export function CoursesSection({ courses, loading }: CoursesSectionProps) {
  const groups = LEVEL_TABS.map((tab) => ({
    ...tab,
    courses: courses.filter((course) => (course.level ?? 'foundational') === tab.level),
  })).filter((group) => group.courses.length > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = groups.some((g) => g.level === chosen) ? chosen : (groups[0]?.level ?? null);

  return (
    <Box
      component="section"
      id="courses"
      aria-labelledby="courses-title"
      py={{ base: 64, md: 96 }}
      tabIndex={-1}
      style={{ outline: 'none' }}
    >
      <Container size="lg">
        <SectionHeading
          id="courses-title"
          eyebrow="Learn with us"
          title="Our Courses"
          description="Scripture-based courses for every stage of the journey. Most are free; certificates are given on completion."
        />
        {loading ? (
          <CardSkeletons count={6} label="Loading courses" withImage testId="courses-loading" />
        ) : groups.length === 0 ? (
          <Text ta="center" c="dimmed" size="lg">
            No courses available at the moment.
          </Text>
        ) : (
          <Tabs value={active} onChange={setChosen} variant="pills" radius="xl">
            <Tabs.List justify="center" mb="xl">
              {groups.map((group) => (
                <Tabs.Tab key={group.level} value={group.level}>
                  {group.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {groups.map((group) => (
              <Tabs.Panel key={group.level} value={group.level}>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {group.courses.map((course) => (
                    <CourseCard key={course.id} course={course} />
                  ))}
                </SimpleGrid>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Container>
    </Box>
  );
}
