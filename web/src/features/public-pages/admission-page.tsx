import {
  SHASTRI_PREREQUISITES,
  VAIBHAVA_PREREQUISITES,
  VAIBHAVA_SCHEDULE,
} from '@institute/core/application/course-requirement-texts';
import { InnerPage } from '../../components/page-hero';
import { usePageMeta } from '../../components/use-page-meta';
import ui from '../../components/public-ui.module.css';
import { ContactEmailLink } from './contact-email-link';
import { PageCallout, PageSection } from './page-section';
import classes from './public-pages.module.css';
import { WhatsAppLink } from '../../components/whatsapp-link';

const STEPS = [
  {
    title: 'Course Selection',
    text: 'Browse our courses and choose the one that suits your stage of study, schedule and language.',
  },
  {
    title: 'Application Submission',
    text: 'Complete the online application form with your personal details, spiritual background and course choice.',
  },
  {
    title: 'Orientation',
    text: 'Join a brief orientation session to meet the faculty and your fellow students and learn how the course runs.',
  },
  {
    title: 'Begin',
    text: 'Receive access to the course materials and class schedule, and begin your studies.',
  },
];

const PREREQUISITES = [
  {
    course: 'Bhakti-shastri',
    lines: [SHASTRI_PREREQUISITES],
  },
  {
    course: 'Bhakti-vaibhava',
    lines: [VAIBHAVA_PREREQUISITES, VAIBHAVA_SCHEDULE],
  },
];

export function AdmissionPage() {
  usePageMeta(
    'Admission Process',
    'How to join a course: four steps from course selection to your first class, course prerequisites, admission requirements and fees.',
  );

  return (
    <InnerPage
      title="Admission Process"
      subtitle="Four simple steps from choosing a course to your first class."
    >
      <div className={ui.pageSections}>
        <PageSection id="steps" title="How to Join" gap="lg">
          <ol className={`${classes.markList} ${classes.steps}`}>
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <span className={`${ui.stepNumber} ${classes.stepNumber}`} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={`${ui.title} ${ui.h3}`}>
                    <span className={ui.visuallyHidden}>Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className={ui.text}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </PageSection>

        <PageSection id="prerequisites" title="Course Prerequisites" gap="lg">
          <div className={ui.grid2}>
            {PREREQUISITES.map(({ course, lines }) => (
              <div key={course} className={ui.card}>
                <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-xs)' }}>
                  <h3 className={`${ui.title} ${ui.h3}`}>{course}</h3>
                  {lines.map((line) => (
                    <p key={line} className={ui.text}>
                      {line}
                    </p>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </PageSection>

        <PageSection id="requirements" title="Admission Requirements" gap="sm">
          <ul className={ui.list}>
            <li>A sincere interest in studying the scriptures and applying their teachings</li>
            <li>A completed online application form</li>
            <li>The prerequisites of the chosen course, where it has any</li>
            <li>Regular attendance and completion of assignments and assessments</li>
            <li>Access to the internet and a device for online classes</li>
          </ul>
        </PageSection>

        <PageSection id="finances" title="Financial Considerations" gap="sm">
          <p className={ui.text}>
            Most of our courses are free of charge. Some carry a nominal fee for study materials,
            which we tell you about before the course begins. Scholarships are available for
            students who need help with costs; mention it in your application or write to us.
          </p>
        </PageSection>

        <PageCallout id="apply" title="Ready to begin?">
          <p className={ui.text}>
            Apply online in a few minutes. Questions first? E-mail us at <ContactEmailLink />.
          </p>
          <WhatsAppLink />
        </PageCallout>
      </div>
    </InnerPage>
  );
}
