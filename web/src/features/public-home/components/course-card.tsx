import { IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PublicCourse } from '@institute/core/home/service';
import { imageOf } from '@institute/core/upload/image-set';
import { courseArt } from '@institute/core/upload/built-in-art';
import { APPLICATION_FORM_ID } from '../../../lib/application-form-anchor';
import ui from '../../../components/public-ui.module.css';
import { Picture } from './picture';
import { IntakeSentence, nextIntakeOf } from './course-intake';
import classes from './home.module.css';
import card from './course-card.module.css';

// One card a row, two from 48em, three from 62em (container 1140px).
const CARD_SIZES = '(min-width: 75em) 360px, (min-width: 62em) 31vw, (min-width: 48em) 46vw, 100vw';

export function CourseCard({ course }: { course: PublicCourse }) {
  const descriptionId = `course-${course.id}-description`;
  const next = nextIntakeOf(course);
  const waitlist = next !== null && next.state !== 'open';
  return (
    <article
      className={`${ui.card} ${classes.courseCard}`}
      aria-labelledby={`course-${course.id}-title`}
    >
      <Picture
        image={imageOf(course) ?? courseArt(course.level)}
        sizes={CARD_SIZES}
        className={`${ui.cardImage} ${classes.courseImage}`}
      />
      <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-sm)', flex: 1 }}>
        <h3 className={`${ui.title} ${ui.h3}`} id={`course-${course.id}-title`}>
          {course.title}
        </h3>
        {/* Long descriptions scroll inside the card; focusable so keyboards can scroll it too. */}
        <div
          id={descriptionId}
          className={classes.description}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label={`About ${course.title}`}
        >
          <p className={`${ui.text} ${ui.small}`} style={{ whiteSpace: 'pre-line' }}>
            {course.description}
          </p>
        </div>
        {next && (
          <p className={`${ui.text} ${ui.small}`} data-testid="course-intake">
            <IntakeSentence next={next} />
          </p>
        )}
        {course.prerequisites.length > 0 && (
          <p className={`${ui.text} ${ui.dimmed} ${ui.small}`}>
            Prerequisites: {course.prerequisites.join(', ')}
          </p>
        )}
      </div>
      <div className={card.courseFooter}>
        {course.duration ? (
          <p className={card.duration}>
            <IconClock size={18} aria-hidden="true" style={{ flex: 'none' }} />
            <span>
              <span className={ui.visuallyHidden}>Duration: </span>
              {course.duration}
            </span>
          </p>
        ) : (
          <span />
        )}
        <Link
          to="/enroll"
          search={{
            course: course.title,
            ...(next ? { intake: next.intake.id } : {}),
            ...(waitlist ? { waitlist: true } : {}),
          }}
          // The waitlist's notice opens the form: the page opens there, so the applicant sees it.
          hash={waitlist ? APPLICATION_FORM_ID : undefined}
          aria-label={`${waitlist ? 'Join the waitlist' : 'Register Now'} for ${course.title}`}
          className={`${ui.button} ${ui.sm}${waitlist ? ` ${ui.outline}` : ''}`}
          style={{ marginLeft: 'auto' }}
          // Counted for the analytics page's clicks-vs-applications figures.
          onClick={() =>
            void import('../../../lib/register-click')
              .then(({ recordRegisterClick }) => recordRegisterClick(course))
              .catch(() => undefined)
          }
        >
          {waitlist ? 'Join the waitlist' : 'Register Now'}
        </Link>
      </div>
    </article>
  );
}
