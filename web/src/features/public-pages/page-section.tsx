import type { ReactNode } from 'react';
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
