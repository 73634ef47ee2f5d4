import { Link } from '@tanstack/react-router';
import { ABOUT_TEXT } from '../../../components/site-defaults';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent, textOf } from '../../../lib/public-home-query';
import { SiteLogo } from '../../../components/site-logo';
import ui from '../../../components/public-ui.module.css';
import classes from './home.module.css';

export function AboutSection({ home }: { home: PublicHome | undefined }) {
  const content = sectionContent(home, 'about');
  const title = textOf(content, 'title') ?? ABOUT_TEXT.title;
  const body = textOf(content, 'body') ?? ABOUT_TEXT.body;

  return (
    <section id="about" aria-labelledby="about-title" className={ui.section}>
      <div className={`${ui.container} ${classes.aboutGrid}`}>
        <div className={classes.emblem}>
          <SiteLogo size={160} />
        </div>
        <div className={ui.stack}>
          <p className={ui.eyebrow}>Who we are</p>
          <h2 id="about-title" className={`${ui.title} ${ui.sectionTitle}`}>
            {title}
          </h2>
          <p
            className={`${ui.text} ${ui.lead}`}
            style={{ whiteSpace: 'pre-line', maxWidth: 'none' }}
          >
            {body}
          </p>
          <div className={ui.group} style={{ gap: 'var(--mantine-spacing-xs)' }}>
            <span className={ui.badge}>Bhakti-shastri exam centre</span>
            <span className={ui.badge}>Bhakti-vaibhava exam centre</span>
          </div>
          <div>
            <Link to="/about" className={`${ui.button} ${ui.outline}`}>
              Read More
              {/* Search engines and screen readers get a link text that says where it goes. */}
              <span className={ui.visuallyHidden}>&nbsp;about the institute</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
