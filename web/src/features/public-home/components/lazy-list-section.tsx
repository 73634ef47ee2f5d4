import { Suspense, type ReactNode } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { useNearViewport } from '../hooks/use-near-viewport';
import ui from '../../../components/public-ui.module.css';

interface LazyListSectionProps {
  /** The section's anchor (the header links to it); its heading's id is `<id>-title`. */
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  className?: string;
  /** The hero's button moves the focus here, so the section can take it (without a ring). */
  focusable?: boolean;
  /** Fetches the list's code; called once the section nears the screen. */
  load: () => Promise<unknown>;
  /** The data is still on its way. */
  loading: boolean;
  /** The list has nothing to show: `emptyText` is said instead. */
  empty: boolean;
  emptyText: string;
  /**
   * The placeholder cards, shown until both the data and the list's code are here (an empty list
   * needs no code: its text shows as soon as the data says so).
   */
  skeleton: ReactNode;
  /** The list itself (its component lazy-loaded with `load`). */
  children: ReactNode;
}

/**
 * A home page list below the fold (courses, team, testimonials): its heading, then placeholders
 * until it nears the screen and its data and code are here, then the list or its empty text.
 */
export function LazyListSection({
  id,
  eyebrow,
  title,
  description,
  className,
  focusable,
  load,
  loading,
  empty,
  emptyText,
  skeleton,
  children,
}: LazyListSectionProps) {
  const { ref, near } = useNearViewport<HTMLElement>(load);
  const titleId = `${id}-title`;

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={className ? `${className} ${ui.section}` : ui.section}
      {...(focusable && { tabIndex: -1, style: { outline: 'none' } })}
    >
      <div className={ui.container}>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} description={description} />
        {loading ? (
          skeleton
        ) : empty ? (
          <p className={ui.emptyList}>{emptyText}</p>
        ) : !near ? (
          skeleton
        ) : (
          <Suspense fallback={skeleton}>{children}</Suspense>
        )}
      </div>
    </section>
  );
}
