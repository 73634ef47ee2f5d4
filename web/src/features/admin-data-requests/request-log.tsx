import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DATA_REQUEST_TYPE_LABELS,
  type DataRequestView,
} from '@institute/core/data-request/schema';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { AdminPanel } from '../../components/admin-blocks';
import { InstituteTime } from '../../components/institute-time';
import { notifyFailed } from '../../components/notify';
import { completeDataRequest, dataRequestLogQuery } from './api/data-requests';
import { ItemsTable } from './items-table';
import { usePhoneScreen } from '../../lib/use-phone-screen';
import { useCanWrite } from '../../lib/admin-access';

/** The day an answer is due, marked when the 21 days have passed: still open, or answered late. */
function Due({ request, prefix = '' }: { request: DataRequestView; prefix?: string }) {
  return (
    <Group gap={4}>
      {prefix}
      <span style={{ whiteSpace: 'nowrap' }}>{formatInstituteDay(request.due_on)}</span>
      {request.overdue && (
        <Badge
          color={request.completed_at ? 'saffron.9' : 'red.9'}
          variant="outline"
          tt="none"
          miw="max-content"
        >
          {request.completed_at ? 'Answered late' : 'Overdue'}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Every logged request with its deadline. Below `md` (a phone, or a tablet beside the menu) the
 * six columns become two: the applicant and the days go under the request's type, and who
 * completed it under when, so the deadline and "Mark complete" stay on the screen.
 */
export function RequestLog() {
  const queryClient = useQueryClient();
  const log = useQuery(dataRequestLogQuery());
  const complete = useMutation({
    mutationFn: completeDataRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRequestLogQuery().queryKey }),
    onError: (error) => notifyFailed(error),
  });
  const underOnNarrow = { size: 'xs', c: 'dimmed', hiddenFrom: 'md' } as const;
  // Narrower gutters and button on phones, so that at 320 px "Mark complete" and an "Answered
  // late" badge fit side by side.
  const phone = usePhoneScreen();
  const canWrite = useCanWrite('applications');

  return (
    <AdminPanel title="Request log">
      <ItemsTable
        query={log}
        what="the request log"
        label="Request log"
        none="No requests yet."
        minWidth={260}
        horizontalSpacing={phone ? 6 : 'xs'}
        head={[
          'Request',
          { label: 'Applicant', visibleFrom: 'md' },
          { label: 'Received', visibleFrom: 'md' },
          { label: 'Due', visibleFrom: 'md' },
          'Completed',
          { label: 'By', visibleFrom: 'md' },
        ]}
        row={(request) => (
          <Table.Tr key={request.id}>
            <Table.Td>
              {DATA_REQUEST_TYPE_LABELS[request.type]}
              <Text {...underOnNarrow} style={{ overflowWrap: 'anywhere' }}>
                {request.subject}
              </Text>
              <Text {...underOnNarrow}>Received {formatInstituteDay(request.received_on)}</Text>
              <Text {...underOnNarrow} component="div">
                <Due request={request} prefix="Due" />
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="md" style={{ overflowWrap: 'anywhere' }}>
              {request.subject}
            </Table.Td>
            <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
              {formatInstituteDay(request.received_on)}
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Due request={request} />
            </Table.Td>
            <Table.Td>
              {request.completed_at ? (
                <>
                  <InstituteTime at={request.completed_at} />
                  {request.completed_by && (
                    <Text {...underOnNarrow} style={{ overflowWrap: 'anywhere' }}>
                      by {request.completed_by}
                    </Text>
                  )}
                </>
              ) : !canWrite ? (
                <Text size="sm" c="dimmed">
                  Open
                </Text>
              ) : (
                <Button
                  size="xs"
                  px={phone ? 8 : undefined}
                  variant="default"
                  // Held until the log has reloaded: a second press would be refused as already done.
                  loading={complete.isPending && complete.variables === request.id}
                  onClick={() => complete.mutate(request.id)}
                >
                  Mark complete
                </Button>
              )}
            </Table.Td>
            <Table.Td visibleFrom="md" style={{ overflowWrap: 'anywhere' }}>
              {request.completed_by ?? '—'}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminPanel>
  );
}
