import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AdminPanel } from '../../components/admin-blocks';
import { labelFor } from '@institute/core/application/choices';
import { statusLabel } from '@institute/core/application/status';
import {
  DATA_REQUEST_TYPE_LABELS,
  DATA_REQUEST_TYPES,
  UNDECIDED_STATUSES,
  type DataRequestType,
} from '@institute/core/data-request/schema';
import { errorMessage, notifySuccess, notifyFailed } from '../../components/notify';
import { ADMIN_QUERY_KEY } from '../../lib/admin-session';
import { useAdminMe } from '../../lib/admin-access';
import { EraseDialog } from './erase-dialog';
import {
  applicationsByEmailQuery,
  erasePersonalData,
  exportPersonalData,
  logDataRequest,
} from './api/data-requests';
import { InstituteTime } from '../../components/institute-time';
import { ItemsTable } from './items-table';
import { saveFile } from '../../lib/save-file';
import { exportFileName } from '@institute/core/data-request/export-file';

interface FoundApplicationsProps {
  /** The address searched for, as stored. */
  email: string;
  /** The day the request was received; none for today. */
  receivedOn: string | undefined;
}

/**
 * The applications that hold one address, and what a request about it can do: export its data,
 * erase it, or log the request to answer later.
 */
export function FoundApplications({ email, receivedOn }: FoundApplicationsProps) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<DataRequestType>('correction');
  const [eraseOpen, setEraseOpen] = useState(false);

  const me = useAdminMe();
  const found = useQuery(applicationsByEmailQuery(email));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });

  const exportData = useMutation({
    mutationFn: () => exportPersonalData({ email, received_on: receivedOn }),
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
        email,
        received_on: receivedOn,
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
    mutationFn: () => logDataRequest({ email, type, received_on: receivedOn }),
    onSuccess: async () => {
      notifySuccess('Logged', 'The request is in the log below.');
      await refresh();
    },
    onError: (error) => notifyFailed(error),
  });

  const held = (found.data?.items ?? []).filter((item) => !item.anonymised_at);
  const name = held[0]?.full_name ?? '';
  const undecided = held.filter((item) => UNDECIDED_STATUSES.includes(item.status)).length;

  return (
    <AdminPanel title={<>Applications for {email}</>}>
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
          email={email}
          undecided={undecided}
          isSuperAdmin={me.data?.groups.includes('super_admin') ?? false}
          busy={erase.isPending}
          error={erase.error ? errorMessage(erase.error) : undefined}
          onClose={() => setEraseOpen(false)}
          onErase={(confirmName, override) => erase.mutate({ confirmName, override })}
        />
      )}
    </AdminPanel>
  );
}
