import { Link } from '@tanstack/react-router';
import { InnerPage } from '../../components/page-hero';
import { usePublicHome } from '../../lib/public-home-query';
import { SITE } from '../../components/site-defaults';
import { usePageMeta } from '../../components/use-page-meta';
import { FAQ_GROUPS } from './faq-content';
import { FaqAccordion } from './faq-accordion';
import ui from '../../components/public-ui.module.css';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export function FaqPage() {
  const { data } = usePublicHome();
  const email = data?.settings.contact_email || SITE.email;
  usePageMeta(
    'Frequently Asked Questions',
    'Answers about the institute, our courses and programs, registration, the learning experience and how to contact us.',
  );

  return (
    <InnerPage
      title="Frequently Asked Questions"
      subtitle="Answers to the questions we hear most often. If yours is not here, write to us."
    >
      <div className={ui.stack} style={{ gap: 48 }}>
        {FAQ_GROUPS.map((group) => {
          const id = `faq-${slug(group.title)}`;
          return (
            <section key={group.title} className={ui.stack} aria-labelledby={id}>
              <h2 className={`${ui.title} ${ui.h2}`} id={id}>
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          );
        })}

        <div className={ui.callout}>
          <h2 className={`${ui.title} ${ui.h2}`}>Still have questions?</h2>
          <p className={ui.text}>
            E-mail us at{' '}
            <a href={`mailto:${email}`} className={ui.anchor} style={{ fontWeight: 600 }}>
              {email}
            </a>{' '}
            or start your application; an advisor will help you.
          </p>
          <Link to="/enroll" className={`${ui.button} ${ui.sm}`}>
            Apply Now
          </Link>
        </div>
      </div>
    </InnerPage>
  );
}
