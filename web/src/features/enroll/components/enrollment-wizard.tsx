import { lazy, useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRefresh, IconSend } from '@tabler/icons-react';
import { FormProvider } from 'react-hook-form';
import { notifications } from '@mantine/notifications';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  applicationSchema,
  emptyAnswers,
  emptyConsent,
  type ApplicationBody,
  type ApplicationFormField,
} from '@institute/core/application/schema';
import {
  firstStepOf,
  STEP_FIELDS,
  STEP_TITLES,
  stepOfField,
} from '@institute/core/application/steps';
import { reachableStep } from '@institute/core/application/reachable-step';
import { ApiError } from '../../../lib/api';
import { clearDraft, hasAnswers, saveDraft, type EnrollDraft } from '../lib/draft-storage';
import { notify } from '../../../components/notify';
import { MountOnFirstUse } from '../../../components/mount-on-first-use';
import { useLazyOverlay } from '../../../components/use-lazy-overlay';
import { submittedApplication, type SubmittedApplication } from '../lib/submitted';
import { submitApplication, submitErrorMessage } from '../api/submit-application';
import { ConsentFields } from './consent-fields';
import { newId } from '../../../lib/new-id';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { submitKeepingFocus } from '../../../lib/submit-keeping-focus';
import { StepStrip } from './step-strip';
import { COURSE_STEP, PlacementContext, WaitlistNotice } from './waitlist-notice';
import { STEP_COMPONENTS } from './wizard-steps';
import classes from './enroll.module.css';
import { RESET_QUESTION } from '../lib/reset-question';

const LAST_STEP = STEP_TITLES.length - 1;

const loadResetConfirm = () => import('./reset-confirm');
const ResetConfirm = lazy(loadResetConfirm);

/** The intake a course card named, and whether the applicant is joining its waitlist. */
export interface EnrollPlacement {
  intake: string;
  /** The course's enrolment choice ('' when its title matches none). */
  courseName: string;
  courseTitle: string;
  waitlist: boolean;
}

interface EnrollmentWizardProps {
  /** The answers the form starts with: a restored draft's or a fresh one's. */
  initial: Pick<EnrollDraft, 'id' | 'values'>;
  restored: boolean;
  /**
   * The step asked for (0-based), kept by the page in the address so Back returns to the one
   * before. The form shows it when the answers reach it, else the first step still to answer.
   */
  step: number;
  onStep: (index: number) => void;
  /** The step the form shows (0-based), after each render: the page's address names it. */
  onShown?: (index: number) => void;
  /** Called once the server has stored the application (201). */
  onSubmitted: (application: SubmittedApplication) => void;
}

export function EnrollmentWizard({
  initial,
  restored,
  step: asked,
  onStep,
  onShown,
  onSubmitted,
}: EnrollmentWizardProps) {
  // The course card the form was opened from, if any (form-stack.tsx).
  const placement = useContext(PlacementContext);
  // The schema's input is what the fields hold; its output is the body the API takes.
  const form = useSchemaForm(
    applicationSchema,
    // Consent is never taken from a saved draft: it is given at the moment of submitting.
    { ...initial.values, ...emptyConsent },
    // The form puts the focus on the first message itself, in page order (focusFirstInvalid).
    { shouldFocusError: false },
  );
  // An address can name a step the answers do not reach: typed in, or a history entry from
  // before the form was sent or reset. Next is the only way on. Checked when a step is asked
  // for, not on every render while typing.
  const step = useMemo(() => Math.min(asked, reachableStep(form.getValues())), [form, asked]);
  // The address says the step shown, when it asked for one the answers do not reach.
  useEffect(() => onShown?.(step), [onShown, step]);
  // The step the page opened on: "Welcome back" belongs to it alone.
  const [openedOn] = useState(step);
  const [draftId, setDraftId] = useState(initial.id);
  const [submitting, setSubmitting] = useState(false);
  // Said beside Submit too: the toast's code may not have been downloaded yet (offline).
  const [failure, setFailure] = useState<string>();
  const [showRestored, setShowRestored] = useState(restored);
  // Reset Form's question: its button takes the focus back once it has gone.
  const resetQuestion = useLazyOverlay();
  const resetRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  // After a step change (a button, or the browser's Back and Forward), move focus to the new
  // step's title so keyboard and screen reader users start there.
  useEffect(() => {
    if (!moved.current && step === openedOn) return;
    moved.current = true;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.closest('form')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step, openedOn]);

  // Keep the draft in this browser while anything is answered.
  useEffect(() => {
    const store = () => {
      const values = form.getValues();
      if (hasAnswers(values)) saveDraft({ id: draftId, values, step });
      else clearDraft();
    };
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: store });
    if (moved.current) store();
    return unsubscribe;
  }, [form, draftId, step]);

  const goTo = (index: number) => {
    moved.current = true;
    if (index === step) return;
    // "Welcome back" belongs to the step the draft reopened on: it goes once the applicant moves.
    setShowRestored(false);
    onStep(index);
  };

  const next = async () => {
    const fields = STEP_FIELDS[step]!;
    if (await form.trigger([...fields])) goTo(Math.min(step + 1, LAST_STEP));
    else
      focusFirstInvalid(
        formRef.current,
        fields.filter((field) => form.getFieldState(field).invalid),
      );
  };

  const resetForm = () => {
    resetQuestion.close();
    form.reset({ ...emptyAnswers, ...emptyConsent });
    clearDraft();
    setDraftId(newId());
    setShowRestored(false);
    setFailure(undefined);
    goTo(0);
    notify({ title: 'Form Reset', message: 'All form fields have been cleared.', color: 'blue' });
  };

  const askReset = () =>
    loadResetConfirm().then(
      () => resetQuestion.open(),
      // The dialog's code could not be downloaded (offline): the browser's own question instead.
      () => {
        if (window.confirm(RESET_QUESTION)) resetForm();
      },
    );

  const send = async (values: ApplicationBody) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const stored = await submitApplication({
        ...values,
        id: draftId,
        company_website: honeypotRef.current?.value ?? '',
        // The card's intake goes with the application only while its course is still chosen.
        ...(placement && (!placement.courseName || placement.courseName === values.course_name)
          ? { intake: placement.intake, waitlist: placement.waitlist }
          : {}),
      });
      // Only a stored application clears the draft; the confirmation then replaces the form,
      // and no notice of an earlier failure stays over it.
      clearDraft();
      notifications.clean();
      onSubmitted(submittedApplication(values, stored));
    } catch (error) {
      console.error('Application submission failed', error);
      if (error instanceof ApiError && error.fields) {
        // The API names the form's own fields: show each message under its field, and go to the
        // first step holding one.
        const fields = Object.keys(error.fields).filter((field) => stepOfField(field) >= 0);
        for (const field of fields) {
          form.setError(field as ApplicationFormField, {
            type: 'server',
            message: error.fields[field],
          });
        }
        const firstStep = firstStepOf(fields);
        if (firstStep >= 0 && firstStep !== step) goTo(firstStep);
        else focusFirstInvalid(formRef.current, fields);
      }
      const message = submitErrorMessage(error);
      setFailure(message);
      notify({ title: 'Submission Error', message, color: 'red' });
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field on an earlier step means Next, never submit.
    if (step < LAST_STEP) {
      void next();
      return;
    }
    void submitKeepingFocus(
      event,
      form.handleSubmit(send, (errors) => {
        const fields = Object.keys(errors);
        const errorStep = firstStepOf(fields);
        if (errorStep >= 0 && errorStep !== step) goTo(errorStep);
        else focusFirstInvalid(formRef.current, fields);
      }),
    );
  };

  const StepFields = STEP_COMPONENTS[step]!;
  const percent = Math.round(((step + 1) / STEP_TITLES.length) * 100);

  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        shadow="sm"
        aria-labelledby="wizard-step-title"
        style={{ scrollMarginTop: 80 }}
      >
        <Stack gap="lg">
          {showRestored && step === openedOn && (
            <Alert
              color="blue"
              variant="light"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setShowRestored(false)}
              title="Welcome back"
            >
              We kept the answers you entered last time. They are stored only in this browser on
              this device, and deleted after 30 days or when you submit. Use Reset Form on the first
              step to start over.
            </Alert>
          )}

          {/* On the course step it stands under Course Name instead (CourseStep). */}
          {step !== COURSE_STEP && <WaitlistNotice />}

          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                Step {step + 1} of {STEP_TITLES.length}
              </Text>
              <Text size="sm" c="dimmed" data-testid="progress-percent">
                {percent}% complete
              </Text>
            </Group>
            <Progress value={percent} size="md" radius="xl" aria-label="Application progress" />
          </Stack>

          <StepStrip titles={STEP_TITLES} active={step} onSelect={goTo} />

          <Title
            order={2}
            fz={{ base: 22, sm: 26 }}
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {STEP_TITLES[step]}
          </Title>

          <StepFields />
          {step === LAST_STEP && <ConsentFields />}

          {/* Hidden from people (off screen, out of the tab order); bots fill it in. */}
          <Box className={classes.honeypot} aria-hidden="true">
            <label htmlFor="company_website">Company website (leave empty)</label>
            <input
              ref={honeypotRef}
              id="company_website"
              name="company_website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </Box>

          <Group justify="space-between" mt="md" gap="sm" className={classes.actions}>
            {step === 0 ? (
              <Button
                type="button"
                variant="default"
                ref={resetRef}
                onClick={() => void askReset()}
                // Start the download as soon as a finger, pointer or focus comes near.
                onPointerEnter={() => void loadResetConfirm()}
                onFocus={() => void loadResetConfirm()}
                aria-haspopup="dialog"
                leftSection={<IconRefresh size={18} aria-hidden="true" />}
              >
                Reset Form
              </Button>
            ) : (
              <Button
                type="button"
                variant="default"
                onClick={() => goTo(step - 1)}
                leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
                disabled={submitting}
              >
                Previous
              </Button>
            )}
            {step < LAST_STEP ? (
              <Button
                key="next"
                // The form's submit button on the earlier steps too: Enter in a field means Next
                // (a browser submits on Enter only for a form with one field or a submit button).
                type="submit"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                Next
              </Button>
            ) : (
              <Button
                key="submit"
                type="submit"
                disabled={submitting}
                rightSection={<IconSend size={18} aria-hidden="true" />}
              >
                {submitting ? 'Submitting...' : 'Submit Application'}
              </Button>
            )}
          </Group>
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Submission Error">
              {failure}
            </Alert>
          )}

          <Text size="sm" c="dimmed">
            Fields marked with * are mandatory. How we use your answers is explained in our{' '}
            <Anchor href="/privacy" underline="always">
              personal data notice
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
      <MountOnFirstUse used={resetQuestion.used}>
        <ResetConfirm
          opened={resetQuestion.opened}
          onConfirm={resetForm}
          onCancel={resetQuestion.close}
          onClosed={() => resetRef.current?.focus()}
        />
      </MountOnFirstUse>
    </FormProvider>
  );
}
