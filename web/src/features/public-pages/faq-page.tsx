import { InnerPage } from '../../components/page-hero';
import { usePageMeta } from '../../components/use-page-meta';
import { FAQ_GROUPS } from './faq-content';
import { FaqAccordion } from './faq-accordion';
import { ContactEmailLink } from './contact-email-link';
import { PageCallout } from './page-section';
import ui from '../../components/public-ui.module.css';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export function FaqPage() {
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

        <PageCallout title="Still have questions?" small>
          <p className={ui.text}>
            E-mail us at <ContactEmailLink /> or start your application; an advisor will help you.
          </p>
        </PageCallout>
      </div>
    </InnerPage>
  );
}
