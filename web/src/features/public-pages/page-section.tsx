import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import ui from '../../components/public-ui.module.css';

interface PageSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** The space between the heading and each block, from the theme's spacing scale. */
  gap: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** One titled section of a content page: a region named by its level-2 heading. */
export function PageSection({ id, title, gap, children }: PageSectionProps) {
  return (
    <section
      className={ui.stack}
      style={{ gap: `var(--mantine-spacing-${gap})` }}
      aria-labelledby={id}
    >
      <h2 className={`${ui.title} ${ui.h2}`} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface PageCalloutProps {
  /** The heading's id: with it the callout is a region named by its heading. */
  id?: string;
  title: string;
  /** A smaller Apply Now, where the callout follows a long page of its own blocks. */
  small?: boolean;
  /** What comes between the heading and Apply Now. */
  children: ReactNode;
}

/** The call to action that closes a content page: a heading, a few words, then Apply Now. */
export function PageCallout({ id, title, small, children }: PageCalloutProps) {
  return (
    <section className={ui.callout} aria-labelledby={id}>
      <h2 className={`${ui.title} ${ui.h2}`} id={id}>
        {title}
      </h2>
      {children}
      <Link to="/enroll" className={small ? `${ui.button} ${ui.sm}` : ui.button}>
        Apply Now
      </Link>
    </section>
  );
}
