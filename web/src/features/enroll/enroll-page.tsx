import { startTransition, useCallback, useEffect, useState } from 'react';
import { InnerPage } from '../../components/page-hero';
import { NoScriptNote } from '../../components/no-script-note';
import ui from '../../components/public-ui.module.css';
import { usePageMeta } from '../../components/use-page-meta';
import { HOW_IT_WORKS } from '@institute/core/application/next-steps';
import { APPLICATION_FORM_ID } from '../../lib/application-form-anchor';
import { needsScript } from '../../lib/needs-script';
import { loadFormStack, type FormStackComponent } from './lib/form-stack';
import classes from './components/enroll.module.css';

interface EnrollPageProps {
  /** The course title from `?course=`, chosen on a course card. */
  courseTitle?: string;
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * The form's code, loaded once the page is hydrated and the browser is idle, or at once when the
 * visitor touches the placeholder; then rendered as a transition, which React cuts into slices.
 */
function useFormStack(): { Form?: FormStackComponent; failed: boolean; load: () => void } {
  const [Form, setForm] = useState<FormStackComponent>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadFormStack().then(
      (component) => startTransition(() => setForm(() => component)),
      (error: unknown) => {
        console.error('The application form could not be loaded', error);
        setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    // Effects run once hydration is done: nothing of the form competes with it.
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const id = idle.requestIdleCallback(load, { timeout: 2000 });
      return () => idle.cancelIdleCallback!(id);
    }
    const id = setTimeout(load, 50);
    return () => clearTimeout(id);
  }, [load]);
  return { Form, failed, load };
}

export function EnrollPage({ courseTitle }: EnrollPageProps) {
  usePageMeta(
    'Enroll',
    'Apply for a course in Krishna consciousness: a six-step online application for Bhakti-shastri, Bhakti-vaibhava and our other courses.',
  );
  // The form starts from this browser's draft, which the prerendered page cannot know: the page
  // is prerendered with a placeholder, and the form's code comes after hydration. The page
  // itself is plain markup, so hydrating it evaluates none of the form's libraries.
  const { Form, failed, load } = useFormStack();
  // Once sent, the confirmation's "What happens next" takes the place of "How it works".
  const [submitted, setSubmitted] = useState(false);

  return (
    <InnerPage
      title="Course Enrollment Application"
      subtitle="Apply for a course in six short steps. It takes about ten minutes, and your answers are kept on this device until you send them."
      bodyClassName={classes.pageBody}
    >
      <div className={classes.pageSections}>
        <section aria-labelledby="overview-title" hidden={submitted}>
          <h2 id="overview-title" className={`${ui.title} ${classes.overviewTitle}`}>
            How it works
          </h2>
          <ol className={`${ui.grid2} ${classes.overview}`}>
            {HOW_IT_WORKS.map((item, index) => (
              <li key={item.title} className={classes.overviewItem}>
                <span className={`${ui.stepNumber} ${classes.overviewNumber}`} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <p className={`${ui.text} ${classes.overviewStepTitle}`}>{item.title}</p>
                  <p className={`${ui.text} ${ui.dimmed} ${ui.small}`}>{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        {/* A card's "Join the waitlist" links here (#application-form): the page opens at the
            form, whose waitlist notice comes first, below the header. */}
        <div id={APPLICATION_FORM_ID}>
          {Form ? (
            <Form courseTitle={courseTitle} onSubmitted={() => setSubmitted(true)} />
          ) : (
            <FormPlaceholder failed={failed} onWake={load} />
          )}
        </div>
      </div>
    </InnerPage>
  );
}

/** Stands where the form will be, about its size, until the form's code has loaded. */
function FormPlaceholder({ failed, onWake }: { failed: boolean; onWake: () => void }) {
  return (
    <>
      {/* A touch or a click here loads the form at once rather than when the browser is idle.
          Hidden without scripts (needsScript): it would say "Loading" for ever. */}
      <div
        {...needsScript}
        className={classes.placeholder}
        aria-busy={!failed}
        onPointerDown={onWake}
      >
        {failed ? (
          <p className={`${ui.text} ${classes.placeholderStatus}`} role="alert">
            The application form could not be loaded. Please check your connection and reload the
            page.
          </p>
        ) : (
          <p className={`${ui.text} ${classes.placeholderStatus}`} role="status">
            Loading the application form…
          </p>
        )}
        <span className={ui.skeleton} style={{ height: 8, borderRadius: 32 }} />
        <span className={ui.skeleton} style={{ height: 48 }} />
        <span className={ui.skeleton} style={{ height: 28, width: '50%' }} />
        <span className={ui.skeleton} style={{ height: 36 }} />
        <span className={ui.skeleton} style={{ height: 36 }} />
        <span className={ui.skeleton} style={{ height: 36 }} />
      </div>
      <NoScriptNote className={ui.text}>
        The application form needs JavaScript. Please turn it on in your browser to apply online, or
        read how to join a course on our
      </NoScriptNote>
    </>
  );
}
