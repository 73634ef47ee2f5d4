import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClock, IconMailCheck } from '@tabler/icons-react';
import {
  statusCodeRequestSchema,
  statusViewRequestSchema,
  type ApplicantApplicationView,
  type StatusCodeRequest,
  type StatusViewRequest,
} from '@institute/core/application-status/schema';
import '../../components/form-styles';
import { PublicForm, useSubmitFailure } from '../../components/public-form';
import { OneTimeCodeField } from '../../components/one-time-code-field';
import { ApiError } from '../../lib/api';
import { useFieldForm } from '../../lib/use-field-form';
import {
  codeFailure,
  requestStatusCode,
  statusProblem,
  viewApplications,
  type CodeFailure,
} from './api/application-status';
import { saveView } from './lib/saved-view';

/** What the code step says above its field: a code was sent, or no more are sent this hour. */
export interface CodeNotice {
  text: string;
  limited: boolean;
}

export function Problem({ children }: { children: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}

export function EmailStep({
  onSent,
  restarted,
}: {
  onSent: (email: string, notice: CodeNotice) => void;
  /** Back from a later step: the address field takes the focus (never on page load). */
  restarted: boolean;
}) {
  const form = useFieldForm(statusCodeRequestSchema, { email: '' });
  const { setFocus } = form;
  useEffect(() => {
    if (restarted) setFocus('email');
  }, [restarted, setFocus]);
  const { failure, submit } = useSubmitFailure(async ({ email }: StatusCodeRequest) => {
    try {
      const { message } = await requestStatusCode(email);
      onSent(email, { text: message, limited: false });
    } catch (error) {
      // No more codes are sent this hour, but the newest one sent still works.
      if (!(error instanceof ApiError && error.code === 'address_limited')) throw error;
      onSent(email, { text: error.message, limited: true });
    }
  }, statusProblem);
  return (
    <PublicForm onSubmit={form.handleSubmit(submit)}>
      {failure ? <Problem>{failure}</Problem> : null}
      <TextInput
        label="Email Address"
        description="The address you applied with. We e-mail a 6-digit code to it."
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <Button
        type="submit"
        loading={form.formState.isSubmitting}
        style={{ alignSelf: 'flex-start' }}
      >
        Send me a code
      </Button>
    </PublicForm>
  );
}

export function CodeStep({
  email,
  notice,
  savedFailure,
  restored = false,
  onApplications,
  onRestart,
}: {
  email: string;
  /** Absent when the step follows a reload whose kept code no longer works. */
  notice?: CodeNotice;
  savedFailure?: CodeFailure;
  /** After a reload: the notice is shown again, but the focus stays where the browser put it. */
  restored?: boolean;
  onApplications: (applications: ApplicantApplicationView[]) => void;
  onRestart: () => void;
}) {
  const form = useFieldForm(statusViewRequestSchema, { email, code: '' });
  const { setFocus } = form;
  // The button pressed is gone: the code's field is where the applicant goes on (not after a reload).
  useEffect(() => {
    if (notice && !restored) setFocus('code');
  }, [notice, restored, setFocus]);
  const [failure, setFailure] = useState(savedFailure);
  const submit = async ({ code }: StatusViewRequest) => {
    setFailure(undefined);
    try {
      const { applications } = await viewApplications(email, code);
      saveView({ email, code });
      onApplications(applications);
    } catch (error) {
      setFailure(codeFailure(error));
    }
  };
  return (
    <Stack gap="md">
      {notice ? (
        <Alert
          color={notice.limited ? 'yellow' : 'blue'}
          variant="light"
          icon={
            notice.limited ? <IconClock aria-hidden="true" /> : <IconMailCheck aria-hidden="true" />
          }
          role="status"
        >
          {notice.text}
        </Alert>
      ) : null}
      <PublicForm onSubmit={form.handleSubmit(submit)}>
        {failure ? <Problem>{failure.message}</Problem> : null}
        <OneTimeCodeField
          label="Code from the e-mail"
          description={`Sent to ${email} if it has applications with us.`}
          // The server's answer was about the code sent; an edited code has not been checked yet.
          {...form.field('code', { onChange: () => setFailure(undefined) })}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Show my applications
          </Button>
          <Button
            type="button"
            variant={failure?.newCode ? 'filled' : 'default'}
            onClick={onRestart}
          >
            {failure?.newCode ? 'Ask for a new code' : 'Use another address'}
          </Button>
        </Group>
      </PublicForm>
    </Stack>
  );
}
