import {
  IconBook,
  IconCertificate,
  IconExternalLink,
  IconHeartHandshake,
  IconUsers,
  IconWorld,
  IconCheck,
} from '@tabler/icons-react';
import { InnerPage } from '../../components/page-hero';
import { SiteLogo } from '../../components/site-logo';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import ui from '../../components/public-ui.module.css';
import { PageCallout, PageSection } from './page-section';
import classes from './public-pages.module.css';

/** The board's public page, which lists the approved examination centres. */
const EXAM_BOARD_URL = 'https://iskconeducation.org/board-of-examinations/';

const STRENGTHS = [
  {
    icon: IconBook,
    title: 'Scripture at the centre',
    text: 'Every course follows the original texts and purports, studied verse by verse with experienced teachers.',
  },
  {
    icon: IconCertificate,
    title: 'Recognised qualifications',
    text: 'Bhakti-shastri and Bhakti-vaibhava students sit the official examinations and receive recognised certificates.',
  },
  {
    icon: IconWorld,
    title: 'Learn from anywhere',
    text: 'Classes are held online, so students in Malaysia, Singapore, India and around the world learn together.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Free and open',
    text: 'Most courses are free; a few carry a nominal fee for materials. Scholarships are available.',
  },
  {
    icon: IconUsers,
    title: 'A caring community',
    text: 'Small groups, personal guidance and fellow students who support each other in study and practice.',
  },
];

const PHILOSOPHY = [
  'Systematic study of the texts, with assignments and assessments',
  'Daily sadhana (spiritual practice) that brings the teachings to life',
  'Discussion and questions in a respectful, supportive group',
  'Application of the teachings in family, work and service',
];

export function AboutPage() {
  usePageMeta(
    'About Us',
    `Our mission, affiliation and educational philosophy: ${SITE.name} offers structured courses in Krishna consciousness and is an official exam centre for Bhakti-shastri and Bhakti-vaibhava.`,
  );

  return (
    <InnerPage
      title="About Us"
      subtitle="A home for the systematic study of Krishna consciousness, rooted in Ipoh and open to the world."
      aboveTitle={<SiteLogo size={64} />}
    >
      <div className={ui.pageSections}>
        <PageSection id="mission" title="Our Mission" gap="sm">
          <p className={`${ui.text} ${ui.lead}`} style={{ maxWidth: 'none' }}>
            We exist to make the timeless teachings of the Bhagavad-gita and Srimad-Bhagavatam
            accessible to sincere students, through structured courses that combine careful study,
            daily spiritual practice and personal guidance. Our aim is not only knowledge, but a
            transformed life of devotion and service.
          </p>
        </PageSection>

        <PageSection id="affiliation" title="Our Affiliation" gap="sm">
          <p className={ui.text}>
            The institute is an initiative registered under a branch of a devotional society in
            Ipoh, Malaysia. It is an official examination centre for the Bhakti-shastri and
            Bhakti-vaibhava courses under the Board of Examinations, which sets the standards for
            these scriptural degrees and approves the centres that award them.
          </p>
          <div>
            <a
              href={EXAM_BOARD_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={`${ui.anchor} ${classes.iconAfter}`}
            >
              See the Board of Examinations listing
              <IconExternalLink size={16} aria-hidden="true" />
              <span className={ui.visuallyHidden}>(opens in a new tab)</span>
            </a>
          </div>
        </PageSection>

        <PageSection id="apart" title="What Sets Us Apart" gap="lg">
          <div className={`${ui.grid2} ${classes.strengths}`}>
            {STRENGTHS.map(({ icon: Icon, title, text }) => (
              <div key={title} className={ui.card} data-testid="strength">
                <span className={classes.themeIcon}>
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3 className={`${ui.title} ${ui.h3}`} style={{ marginBottom: 6 }}>
                  {title}
                </h3>
                <p className={`${ui.text} ${ui.small}`}>{text}</p>
              </div>
            ))}
          </div>
        </PageSection>

        <PageSection id="philosophy" title="Our Educational Philosophy" gap="sm">
          <p className={ui.text}>
            We follow the traditional principle that spiritual knowledge is received through hearing
            from authorised sources, understood through reflection, and realised through practice.
            Our courses therefore balance:
          </p>
          <ul className={classes.markList}>
            {PHILOSOPHY.map((item) => (
              <li key={item}>
                <span className={classes.check}>
                  <IconCheck size={14} aria-hidden="true" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </PageSection>

        <PageCallout id="join" title="Join Us">
          <p className={ui.text}>
            Whether you are taking your first steps or preparing for advanced study, there is a
            place for you here. Browse our courses and apply online; our advisors will help you
            choose the right course.
          </p>
        </PageCallout>

        <figure className={classes.quote}>
          <blockquote>
            “To those who are constantly devoted to serving Me with love, I give the understanding
            by which they can come to Me.”
          </blockquote>
          <figcaption>Bhagavad-gita 10.10</figcaption>
        </figure>
      </div>
    </InnerPage>
  );
}
