import { useState } from 'react';
import { Tabs } from '@mantine/core';
import type { CourseLevel } from '@institute/core/course/schema';
import type { PublicCourse } from '@institute/core/home/service';
import { CourseCard } from './course-card';
import classes from './home.module.css';

export interface CourseGroup {
  level: CourseLevel;
  label: string;
  courses: PublicCourse[];
}

/**
 * The courses, a tab per level. Loaded once there is a list to show (see courses-section.tsx):
 * the tabs and cards are not needed for the first paint, which shows placeholders.
 */
export default function CourseTabs({ groups }: { groups: CourseGroup[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const active = groups.some((g) => g.level === chosen) ? chosen : (groups[0]?.level ?? null);

  return (
    <Tabs
      value={active}
      onChange={setChosen}
      variant="pills"
      radius="xl"
      // On phones the tabs are one segmented row that scrolls sideways, not stacked lines.
      classNames={{ list: classes.courseTabList, tab: classes.courseTab }}
    >
      <Tabs.List justify="center" mb="xl">
        {groups.map((group) => (
          <Tabs.Tab key={group.level} value={group.level}>
            {group.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {groups.map((group) => (
        <Tabs.Panel key={group.level} value={group.level}>
          <div className={classes.balancedGrid}>
            {group.courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </div>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
