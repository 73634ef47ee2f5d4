import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './enroll.module.css';

interface StepStripProps {
  titles: readonly string[];
  active: number;
  /** Only earlier steps can be chosen; later ones are reached with Next. */
  onSelect: (index: number) => void;
}

export function StepStrip({ titles, active, onSelect }: StepStripProps) {
  return (
    <nav aria-label="Application steps" className={classes.stripFrame}>
      <ol className={classes.strip}>
        {titles.map((title, index) => {
          const state = index < active ? 'done' : index === active ? 'current' : 'upcoming';
          const content = (
            <>
              <span className={classes.circle} aria-hidden="true">
                {state === 'done' ? <IconCheck size={16} /> : index + 1}
              </span>
              <span className={classes.label}>{title}</span>
            </>
          );
          return (
            <li key={title}>
              {state === 'done' ? (
                <UnstyledButton
                  className={classes.step}
                  data-state={state}
                  onClick={() => onSelect(index)}
                  type="button"
                >
                  {content}
                  <VisuallyHidden>(completed, go back to this step)</VisuallyHidden>
                </UnstyledButton>
              ) : (
                <div
                  className={classes.step}
                  data-state={state}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                  {state === 'upcoming' && <VisuallyHidden>(not yet available)</VisuallyHidden>}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
