import type { ReactNode } from 'react';
import ui from './public-ui.module.css';
import skeleton from './card-skeletons.module.css';

interface CardSkeletonsProps {
  /** Read by screen readers while the placeholders show, e.g. "Loading courses". */
  label: string;
  testId?: string;
  /**
   * The cards are sample ones: the data has not arrived, so the list may yet take another shape
   * (marked `data-sample`, which a test that must see the list's settled shape waits out).
   */
  sample?: boolean;
  /** The placeholder cards, each marked `data-skeleton` (see `SkeletonText`). */
  children: ReactNode;
}

/**
 * Placeholder cards shown while a list loads: a status for screen readers, and the cards, hidden
 * from them. The cards are built by the list itself, like its real cards, so that the list takes
 * their place without moving the page.
 */
export function CardSkeletons({ label, testId, sample, children }: CardSkeletonsProps) {
  return (
    <div aria-busy="true" data-testid={testId} data-sample={sample ? '' : undefined}>
      <span role="status" className={ui.visuallyHidden}>
        {label}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/**
 * Text of a placeholder: a grey bar taking the lines the real text will take. The text itself is
 * hidden rather than transparent, so no contrast check reads it as text on grey.
 */
export function SkeletonText({ children }: { children: ReactNode }) {
  return (
    <span className={skeleton.text}>
      <span className={skeleton.unseen}>{children}</span>
    </span>
  );
}

export { skeleton as skeletonClasses };
