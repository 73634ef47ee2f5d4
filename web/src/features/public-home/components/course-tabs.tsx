import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CourseLevel } from '@institute/core/course/levels';
import type { PublicCourse } from '@institute/core/home/service';
import { CourseCard } from './course-card';
import classes from './home.module.css';

export interface CourseGroup {
  level: CourseLevel;
  label: string;
  courses: PublicCourse[];
}

/**
 * The courses, a tab per level (WAI-ARIA tabs: arrow keys, Home and End move and choose). Loaded
 * once there is a list to show (see courses-section.tsx): the first paint shows placeholders.
 */
export default function CourseTabs({ groups }: { groups: CourseGroup[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const active = groups.find((g) => g.level === chosen) ?? groups[0];
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (index: number) => {
    const group = groups[(index + groups.length) % groups.length]!;
    setChosen(group.level);
    const tab = tabs.current[groups.indexOf(group)];
    tab?.focus();
    // On a phone the strip scrolls and fades at its edges: the tab chosen comes to its middle,
    // clear of the fade, as a tap brings it.
    tab?.scrollIntoView({ block: 'nearest', inline: 'center' });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: groups.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={classes.courseTabList}>
        {groups.map((group, index) => {
          const selected = group === active;
          return (
            <button
              key={group.level}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${group.level}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={classes.courseTab}
              onClick={() => setChosen(group.level)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {group.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${active.level}`}
          className={classes.balancedGrid}
        >
          {active.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
    </div>
  );
}
