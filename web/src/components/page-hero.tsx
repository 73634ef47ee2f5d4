import type { ReactNode } from 'react';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PublicLayout } from './public-layout';
import ui from './public-ui.module.css';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. the logo. */
  children?: ReactNode;
}

/** The top band of the inner public pages: back link, title and a short introduction. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <div className={ui.pageHero}>
      <div className={ui.containerMd}>
        <Link to="/" className={`${ui.anchor} ${ui.iconLink} ${ui.backLink}`}>
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to Home
        </Link>
        <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
          {children}
          <h1 className={`${ui.title} ${ui.pageTitle}`}>{title}</h1>
          {subtitle && <p className={`${ui.text} ${ui.dimmed} ${ui.lead}`}>{subtitle}</p>}
        </div>
      </div>
    </div>
  );
}

interface InnerPageProps extends Omit<PageHeroProps, 'children'> {
  /** Shown above the title, e.g. the logo. */
  aboveTitle?: ReactNode;
  /** The body's vertical padding; the public pages' own by default. */
  bodyClassName?: string;
  children: ReactNode;
}

/** An inner public page: the site's header and footer, the top band, then the body. */
export function InnerPage({
  title,
  subtitle,
  aboveTitle,
  bodyClassName = ui.pageBody,
  children,
}: InnerPageProps) {
  return (
    <PublicLayout>
      <PageHero title={title} subtitle={subtitle}>
        {aboveTitle}
      </PageHero>
      <div className={`${ui.containerMd} ${bodyClassName}`}>{children}</div>
    </PublicLayout>
  );
}
