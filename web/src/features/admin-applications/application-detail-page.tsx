import { Fragment, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicantName,
  applicationDetailSections,
  describeHistoryEntry,
} from '@institute/core/application/display';
import type { ApplicationPatch } from '@institute/core/application/inbox';
import { type ApplicationRecord } from '@institute/core/application/record';
import { statusLabel } from '@institute/core/application/status';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useCanWrite } from '../../lib/admin-access';
import { notifyError, notifySuccess, notifyFailed } from '../../components/notify';
import {
  ANALYTICS_QUERY_KEY,
  APPLICATION_LIST_QUERY_KEY,
  APPLICATIONS_QUERY_KEY,
} from '../../lib/application-summary-query';
import { LoadError } from '../../components/load-error';
import { AdminBackLink } from '../../components/admin-back-link';
import { usePageMeta } from '../../components/use-page-meta';
import { ReadOnlyNote } from '../../components/admin-read-only';
import '../../components/admin-tools-styles';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplicationStatusPanel, confirmOverCapacity } from './application-status-panel';
import {
  DuplicateBadge,
  DuplicatesNote,
  IntakePanel,
  WaitlistBadge,
} from './application-placement';
import {
  applicationQuery,
  reopenApplication,
  resendNotifications,
  updateApplication,
} from './api/application';
import { intakeSummariesQuery } from './api/intakes';
import { AnonymisedNote, ConsentPanel } from './consent-panel';
import { CorrectDetails } from './correct-details';
import { WhatsAppApplicant } from './whatsapp-applicant';
import { NotificationNote } from './notification-note';
import { NotesPanel, NotesText } from './notes-panel';
import { StatusEmailLine, StatusEmailPanel } from './status-email-panel';
import { EmailAddress } from '../../components/email-address';
import { isEmailStatus, type EmailStatus } from '@institute/core/status-email/template';
import { currentStatusEmail } from '@institute/core/status-email/current';
import classes from './application-detail.module.css';
import { InstituteTime } from '../../components/institute-time';
import { AdminPanel } from '../../components/admin-blocks';

/** How often the page reads the application again while its status e-mail is queued. */
const QUEUED_EMAIL_POLL_MS = 2000;

/** A change from the page: a patch, or taking the decision back. */
type Patch = ApplicationPatch & { reopen?: true };

export function ApplicationDetailPage({ id }: { id: string }) {
  usePageMeta('Application', 'One course application, its status, history and notes.');
  const queryClient = useQueryClient();
  const detail = applicationQuery(id);
  const superAdmin = useAuth().user?.groups.includes('super_admin') ?? false;
  // A role that may only read sees the page without the controls the API would refuse.
  const canWrite = useCanWrite('applications');
  // The status whose e-mail is being written: offered on a status change until sent or skipped,
  // or asked for from the status panel (`asked`).
  const [emailFor, setEmailFor] = useState<{ status: EmailStatus; asked: boolean } | null>(null);
  // Once the e-mail panel has closed, the status panel's e-mail button takes the focus back.
  const [emailClosed, setEmailClosed] = useState(false);
  const closeEmail = () => {
    setEmailFor(null);
    setEmailClosed(true);
  };

  const intakes = useQuery(intakeSummariesQuery());
  // A queued e-mail is sent by the mail queue a moment later: read again until it has gone.
  const application = useQuery({
    ...detail,
    refetchInterval: ({ state }) =>
      state.data && currentStatusEmail(state.data)?.last?.delivery === 'queued'
        ? QUEUED_EMAIL_POLL_MS
        : false,
  });

  const change = useMutation({
    mutationFn: ({ reopen, ...patch }: Patch) =>
      reopen ? reopenApplication(id) : updateApplication(id, patch),
    onSuccess: (record, patch) => {
      queryClient.setQueryData(detail.queryKey, record);
      if (patch.status && isEmailStatus(patch.status))
        setEmailFor({ status: patch.status, asked: false });
      else if (patch.reopen) setEmailFor(null);
      notifySuccess(
        'Success',
        patch.reopen
          ? `Decision reopened: ${record.full_name} is back to ${statusLabel(record.status)}`
          : patch.status
            ? `Status changed to ${statusLabel(patch.status)}`
            : 'Notes saved',
      );
      // Lists, counts and charts all read the status. The page holds the saved record already:
      // the next move need not wait for them (its buttons stay disabled while a change is pending).
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
    },
    onError: async (error, patch) => {
      // Another accept took the last place since this page was read: ask before going over.
      if (error instanceof ApiError && error.code === 'intake_full' && application.data) {
        const fresh = await intakes.refetch();
        const summary = fresh.data?.items.find(
          (item) => item.intake.id === application.data.intake,
        );
        confirmOverCapacity(
          application.data.full_name,
          summary?.accepted ?? 0,
          summary?.intake.capacity ?? 0,
          () => change.mutate({ ...patch, over_capacity: true }),
        );
        return;
      }
      notifyFailed(error);
      if (error instanceof ApiError && error.status === 409) await application.refetch();
    },
  });

  const resend = useMutation({
    mutationFn: () => resendNotifications(id),
    onSuccess: (record) => {
      queryClient.setQueryData(detail.queryKey, record);
      const notifications = Object.values(record.notifications ?? {});
      if (notifications.some((notification) => notification.status === 'failed')) {
        notifyError('Error', 'The e-mail could not be sent again');
      } else {
        notifySuccess('Success', 'E-mail sent');
      }
    },
    onError: (error) => notifyFailed(error),
  });

  if (application.isPending) {
    return (
      <Text role="status" p="lg">
        Loading...
      </Text>
    );
  }
  if (application.isError) {
    const missing = application.error instanceof ApiError && application.error.status === 404;
    return (
      <Stack gap="md" maw={800}>
        <AdminBackLink to="/admin/applications" label="Back to Applications" />
        {missing ? (
          <Alert color="red" title="Application not found">
            There is no application with this address.
          </Alert>
        ) : (
          <LoadError
            what="the application"
            retrying={application.isFetching}
            onRetry={() => void application.refetch()}
          />
        )}
      </Stack>
    );
  }

  const record = application.data;
  // An erased application is kept for the statistics only: nothing on it changes any more.
  const writable = canWrite && !record.anonymised_at;
  const currentEmail = currentStatusEmail(record);
  const emailOpen = writable && emailFor !== null && emailFor.status === record.status;
  const intakeSummary = record.intake
    ? intakes.data?.items.find((item) => item.intake.id === record.intake)
    : undefined;
  return (
    <Stack gap="md" maw={1200}>
      <AdminBackLink to="/admin/applications" label="Back to Applications" from={record.id} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Box miw={0}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
            {applicantName(record)}
          </Title>
          {record.spiritual_name && <Text c="dimmed">{record.spiritual_name}</Text>}
          <Text size="sm" c="dimmed">
            Submitted <InstituteTime at={record.created_at} />
          </Text>
        </Box>
        <Group gap="xs">
          <WhatsAppApplicant record={record} />
          {writable && <CorrectDetails record={record} />}
          {record.waitlist && <WaitlistBadge />}
          {(record.possible_duplicates?.length ?? 0) > 0 && <DuplicateBadge />}
          <ApplicationStatusBadge status={record.status} />
        </Group>
      </Group>
      {!canWrite && <ReadOnlyNote what="applications" />}
      <NotificationNote
        record={record}
        onResend={writable ? () => resend.mutate() : undefined}
        resending={resend.isPending}
      />
      <AnonymisedNote record={record} />
      <DuplicatesNote record={record} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <ApplicationStatusPanel
              record={record}
              pending={change.isPending ? change.variables : undefined}
              superAdmin={superAdmin}
              intake={intakeSummary}
              readOnly={!writable}
              onMove={(status, overCapacity) =>
                change.mutate({
                  status,
                  // What this page shows: a colleague's move since is a conflict, not overwritten.
                  from_status: record.status,
                  ...(overCapacity ? { over_capacity: true } : {}),
                })
              }
              onReopen={() => change.mutate({ reopen: true })}
            >
              {currentEmail && !emailOpen && (
                <StatusEmailLine
                  email={currentEmail}
                  busy={change.isPending}
                  takeFocus={emailClosed}
                  onWrite={
                    writable
                      ? () => setEmailFor({ status: currentEmail.status, asked: true })
                      : undefined
                  }
                />
              )}
            </ApplicationStatusPanel>
            {emailOpen && (
              <StatusEmailPanel
                key={emailFor.status}
                record={record}
                status={emailFor.status}
                focusSubject={emailFor.asked}
                onSent={(saved) => {
                  queryClient.setQueryData(detail.queryKey, saved);
                  void queryClient.invalidateQueries({ queryKey: APPLICATION_LIST_QUERY_KEY });
                  closeEmail();
                }}
                onClose={closeEmail}
              />
            )}
            <IntakePanel record={record} summary={intakeSummary} />
            {writable ? (
              <NotesPanel
                // Started afresh only when the saved note changes: a status change or an e-mail
                // sent meanwhile keeps what staff are typing.
                key={record.notes ?? ''}
                notes={record.notes ?? ''}
                busy={change.isPending}
                saving={change.isPending && change.variables.notes !== undefined}
                onSave={(notes) => change.mutate({ notes })}
              />
            ) : (
              <NotesText notes={record.notes ?? ''} />
            )}
            <HistoryPanel record={record} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {applicationDetailSections(record).map((section) => (
              <Paper
                withBorder
                p="md"
                key={section.title}
                component="section"
                aria-label={section.title}
              >
                <Title order={3} fz="md" mb="sm">
                  {section.title}
                </Title>
                <dl className={classes.answers}>
                  {section.rows.map((row) => (
                    <Fragment key={row.field}>
                      <Text component="dt" size="sm" c="dimmed">
                        {row.label}
                      </Text>
                      <Text component="dd" size="sm">
                        {row.field === 'email' && row.value ? (
                          <Anchor href={`mailto:${row.value}`} size="sm">
                            <EmailAddress email={row.value} />
                          </Anchor>
                        ) : row.field === 'phone' && row.value ? (
                          <Anchor href={`tel:${row.value.replace(/[^\d+]/g, '')}`} size="sm">
                            {row.value}
                          </Anchor>
                        ) : (
                          row.value || '—'
                        )}
                      </Text>
                    </Fragment>
                  ))}
                </dl>
              </Paper>
            ))}
            <ConsentPanel record={record} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

// Entries in the text size of the page, under the panel's heading rather than as large as it;
// a change of status by a long address takes two lines, spaced to read.
const HISTORY_STYLES = {
  itemTitle: { fontSize: 'var(--mantine-font-size-sm)', lineHeight: 1.4, fontWeight: 600 },
};

function HistoryPanel({ record }: { record: ApplicationRecord }) {
  const history = record.history ?? [];
  return (
    <AdminPanel title="History">
      <Timeline
        bulletSize={14}
        lineWidth={2}
        active={history.length}
        aria-label="Application history"
        styles={HISTORY_STYLES}
      >
        <Timeline.Item title="Submitted">
          <Text size="xs" c="dimmed">
            <InstituteTime at={record.created_at} />
          </Text>
        </Timeline.Item>
        {history.map((entry, index) => (
          <Timeline.Item key={`${entry.at}-${index}`} title={describeHistoryEntry(entry, record)}>
            <Text size="xs" c="dimmed">
              <InstituteTime at={entry.at} />
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </AdminPanel>
  );
}
