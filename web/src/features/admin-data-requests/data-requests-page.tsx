import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AdminPageHeader, AdminPanel } from '../../components/admin-blocks';
import { labelFor } from '@institute/core/application/choices';
import { statusLabel } from '@institute/core/application/status';
import {
  DATA_REQUEST_DEADLINE_DAYS,
  DATA_REQUEST_TYPE_LABELS,
  DATA_REQUEST_TYPES,
  dataRequestFindSchema,
  UNDECIDED_STATUSES,
  type DataRequestType,
} from '@institute/core/data-request/schema';
import { errorMessage, notifySuccess, notifyFailed } from '../../components/notify';
import { ADMIN_QUERY_KEY } from '../../lib/admin-session';
import { useAdminMe, useCanWrite } from '../../lib/admin-access';
import { ReadOnlyNote } from '../../components/admin-read-only';
import { usePageMeta } from '../../components/use-page-meta';
import { EraseDialog } from './erase-dialog';
import {
  applicationsByEmailQuery,
  erasePersonalData,
  exportPersonalData,
  logDataRequest,
} from './api/data-requests';
import { InstituteTime } from '../../components/institute-time';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { ItemsTable } from './items-table';
import { RequestLog } from './request-log';
import { saveFile } from '../../lib/save-file';
import { normalisedEmail } from '@institute/core/contact/email';
import { exportFileName } from '@institute/core/data-request/export-file';
import { useSchemaForm } from '../../lib/use-schema-form';

/** Access, correction and erasure requests under the PDPA, and the log with its 21-day deadline. */
export function DataRequestsPage() {
  usePageMeta('Data Requests', 'Personal data requests: find, export, erase, and the request log.');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(dataRequestFindSchema, { email: '', received_on: '' });
  const receivedOn = watch('received_on');
  const [searched, setSearched] = useState('');
  const [type, setType] = useState<DataRequestType>('correction');
  const [eraseOpen, setEraseOpen] = useState(false);

  const me = useAdminMe();
  // Finding, exporting, erasing and logging are all writes to the API (they are logged): a role
  // that may only read the applications sees the request log alone.
  const canWrite = useCanWrite('applications');
  const found = useQuery(applicationsByEmailQuery(searched));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
  const received = receivedOn || undefined;
  // The day typed, read back in words with the day the answer is due (the API checks it too).
  const today = instituteDayOf(new Date());
  const receivedError = errors.received_on?.message;
  const dueBy = (day: string) =>
    `Answer by ${formatInstituteDay(addDays(day, DATA_REQUEST_DEADLINE_DAYS))}`;
  const receivedWords = receivedError
    ? undefined
    : receivedOn
      ? `${formatInstituteDay(receivedOn)}. ${dueBy(receivedOn)}`
      : `Empty: today. ${dueBy(today)}`;

  const exportData = useMutation({
    mutationFn: () => exportPersonalData({ email: searched, received_on: received }),
    onSuccess: async (data) => {
      saveFile(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        exportFileName(data.generated_at),
      );
      notifySuccess('Exported', 'The file holds everything stored for this address.');
      await refresh();
    },
    onError: (error) => notifyFailed(error),
  });
  const erase = useMutation({
    mutationFn: (input: { confirmName: string; override: boolean }) =>
      erasePersonalData({
        email: searched,
        received_on: received,
        confirm_name: input.confirmName,
        override: input.override,
      }),
    onSuccess: async () => {
      setEraseOpen(false);
      notifySuccess('Erased', 'The personal data of this address was removed.');
      await refresh();
    },
  });
  const logRequest = useMutation({
    mutationFn: () => logDataRequest({ email: searched, type, received_on: received }),
    onSuccess: async () => {
      notifySuccess('Logged', 'The request is in the log below.');
      await refresh();
    },
    onError: (error) => notifyFailed(error),
  });

  const onSearch = handleSubmit(({ email }) => setSearched(normalisedEmail(email)));
  const held = (found.data?.items ?? []).filter((item) => !item.anonymised_at);
  const name = held[0]?.full_name ?? '';
  const undecided = held.filter((item) => UNDECIDED_STATUSES.includes(item.status)).length;

  return (
    <Stack gap="lg" maw={1100}>
      <AdminPageHeader
        title="Data Requests"
        description="Applicants may ask for a copy of their data, a correction or erasure. Answer within 21 days of receiving the request. Corrections are made on the application's page."
      />

      {!canWrite && <ReadOnlyNote what="data requests" />}

      {canWrite && (
        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={(event) => void onSearch(event)}
          noValidate
          aria-label="Find by e-mail"
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Applicant's e-mail address"
              type="email"
              {...register('email')}
              error={errors.email?.message}
              // Above the field, as the day's words are: the row stays lined up at its bottoms.
              inputWrapperOrder={['label', 'error', 'input']}
              w={{ base: '100%', sm: 320 }}
              required
            />
            <TextInput
              label="Request received on"
              type="date"
              {...register('received_on')}
              max={today}
              description={receivedWords}
              error={receivedError}
              // Above the field like the words it replaces, so the row's fields and button stay
              // lined up at their bottoms.
              inputWrapperOrder={['label', 'description', 'error', 'input']}
              w={{ base: '100%', sm: 300 }}
            />
            <Button type="submit">Find</Button>
          </Group>
        </Paper>
      )}

      {canWrite && searched && (
        <AdminPanel title={<>Applications for {searched}</>}>
          <ItemsTable
            query={found}
            what="the applications"
            label="Applications for this address"
            none="No application holds this address."
            // As in the inbox: on a phone the course goes under the name, and the day is left out.
            minWidth={260}
            head={[
              'Name',
              { label: 'Course', visibleFrom: 'sm' },
              'Status',
              { label: 'Submitted', visibleFrom: 'xs' },
            ]}
            row={(item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor
                    renderRoot={(props) => (
                      <Link to="/admin/applications/$id" params={{ id: item.id }} {...props} />
                    )}
                  >
                    {item.anonymised_at ? 'Erased' : item.full_name}
                  </Anchor>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {labelFor('course_name', item.course_name)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{labelFor('course_name', item.course_name)}</Table.Td>
                <Table.Td>{statusLabel(item.status)}</Table.Td>
                <Table.Td visibleFrom="xs">
                  <InstituteTime at={item.created_at} />
                </Table.Td>
              </Table.Tr>
            )}
          />
          <Group mt="md" gap="sm" wrap="wrap">
            <Button
              onClick={() => exportData.mutate()}
              loading={exportData.isPending}
              disabled={!found.data?.items.length}
            >
              Export as JSON
            </Button>
            <Button
              color="red"
              variant="outline"
              onClick={() => setEraseOpen(true)}
              disabled={held.length === 0}
            >
              Erase…
            </Button>
          </Group>
          {/* Its own row with a visible label: beside the buttons a bare "Correction" said nothing. */}
          <Group mt="md" gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Request type"
              value={type}
              onChange={(event) => setType(event.currentTarget.value as DataRequestType)}
              data={DATA_REQUEST_TYPES.map((value) => ({
                value,
                label: DATA_REQUEST_TYPE_LABELS[value],
              }))}
            />
            <Button
              variant="default"
              onClick={() => logRequest.mutate()}
              loading={logRequest.isPending}
            >
              Log as an open request
            </Button>
          </Group>
          {eraseOpen && (
            <EraseDialog
              opened
              name={name}
              email={searched}
              undecided={undecided}
              isSuperAdmin={me.data?.groups.includes('super_admin') ?? false}
              busy={erase.isPending}
              error={erase.error ? errorMessage(erase.error) : undefined}
              onClose={() => setEraseOpen(false)}
              onErase={(confirmName, override) => erase.mutate({ confirmName, override })}
            />
          )}
        </AdminPanel>
      )}

      <RequestLog />
    </Stack>
  );
}
