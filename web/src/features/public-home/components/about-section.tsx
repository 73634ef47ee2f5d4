import { Link } from '@tanstack/react-router';
import { ABOUT_TEXT } from '../../../components/site-defaults';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent, textOf } from '../../../lib/public-home-query';
import { readImages } from '@institute/core/upload/image-set';
import { ABOUT_IMAGES_MAX } from '@institute/core/content-section/about-images';
import { ABOUT_ART } from '@institute/core/upload/built-in-art';
import { Picture } from './picture';
import ui from '../../../components/public-ui.module.css';
import classes from './home.module.css';

// The gallery (home.module.css): the grid's first column from 62em (container 1140px, gap 48px),
// one row from 48em, else full width with the first picture across.
const WIDE_SIZES =
  '(min-width: 75em) 546px, (min-width: 62em) 46vw, (min-width: 48em) 31vw, calc(100vw - 32px)';
const HALF_SIZES =
  '(min-width: 75em) 265px, (min-width: 62em) 22vw, (min-width: 48em) 31vw, calc(50vw - 24px)';

export function AboutSection({ home }: { home: PublicHome | undefined }) {
  const content = sectionContent(home, 'about');
  const title = textOf(content, 'title') ?? ABOUT_TEXT.title;
  const body = textOf(content, 'body') ?? ABOUT_TEXT.body;
  // Up to three: the first of one or three across the gallery, the others side by side.
  const saved = readImages(content?.images, ABOUT_IMAGES_MAX);
  const images = saved.length > 0 ? saved : ABOUT_ART;

  return (
    <section id="about" aria-labelledby="about-title" className={ui.section}>
      <div className={`${ui.container} ${classes.aboutGrid}`}>
        <div className={classes.aboutGallery} data-count={images.length}>
          {images.map((image, index) => (
            <Picture
              key={`${index}-${image.src}`}
              image={image}
              sizes={index === 0 && images.length !== 2 ? WIDE_SIZES : HALF_SIZES}
              className={classes.aboutImage}
            />
          ))}
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
