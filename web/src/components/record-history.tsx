import '@mantine/core/styles/Grid.css';
import { useState } from 'react';
import { QueryState } from './query-state';
import {
  Alert,
  Button,
  Grid,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconHistory } from '@tabler/icons-react';
import type { VersionDetail, VersionSummary } from '@institute/core/version/schema';
import { formatInstituteTime } from '@institute/core/calendar/format';
import { restoreVersion, versionQuery, versionsQuery } from '../lib/admin-records';
import { confirmAction } from './admin-confirm-action';
import { AdminTable } from './admin-blocks';
import { InstituteTime } from './institute-time';
import { LoadError } from './load-error';
import { notifyFailed, notifySuccess } from './notify';
import { usePhoneScreen } from '../lib/use-phone-screen';

interface RecordHistoryProps {
  /** The record's admin path: "/courses/<id>", or "/settings". */
  path: string;
  /** How the record is named in sentences: "this course", "the settings". */
  what: string;
  /** Restoring throws away unsaved changes in the form the button sits in. */
  hasUnsavedChanges?: () => boolean;
  /** After a restore (the record changed: reload it, close its editor). */
  onRestored: () => Promise<unknown> | void;
}

/**
 * The "History" button of a record's edit view and the panel it opens: the record's versions,
 * newest first; what the chosen one differs in from the record now, field by field; and
 * restoring it after one confirmation (docs/decisions/037-version-history.md).
 */
const NO_VERSIONS = (
  <Text c="dimmed">No earlier versions yet. Each save keeps the content as it was before it.</Text>
);

export function RecordHistoryButton(props: RecordHistoryProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        History
      </Button>
      {opened ? <HistoryPanel {...props} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

function savedBy(version: VersionSummary) {
  return version.saved_by_email ?? 'an account without an e-mail address';
}

function HistoryPanel({
  path,
  what,
  hasUnsavedChanges,
  onRestored,
  onClose,
}: RecordHistoryProps & { onClose: () => void }) {
  const fullScreen = usePhoneScreen();
  const [chosen, setChosen] = useState<string | null>(null);
  const versions = useQuery(versionsQuery(path));
  const selected = chosen ?? versions.data?.[0]?.version_id ?? null;
  const detail = useQuery(versionQuery(path, selected));

  const restore = useMutation({
    mutationFn: (versionId: string) => restoreVersion(path, versionId),
    onSuccess: async () => {
      notifySuccess('Version restored', `The content of ${what} is back as it was.`);
      onClose();
      await onRestored();
    },
    onError: (error) => notifyFailed(error, { title: 'Could not restore the version' }),
  });

  const askRestore = (version: VersionDetail) =>
    confirmAction({
      title: 'Restore this version?',
      message: (
        <>
          {`The content of ${what} goes back to what it was before the save of `}
          <InstituteTime at={version.saved_at} />
          {`. What it says now is kept as a version too.`}
          {hasUnsavedChanges?.() ? ' Your unsaved changes in the form will be lost.' : ''}
        </>
      ),
      confirmLabel: 'Restore version',
      onConfirm: () => restore.mutate(version.version_id),
    });

  const list = versions.data ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title="History"
      size="xl"
      fullScreen={fullScreen}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <QueryState
        query={versions}
        what="the history"
        empty={{ when: () => list.length === 0, say: NO_VERSIONS }}
      >
        {() => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Text size="sm" c="dimmed" mb="xs">
                Each version is the content as it was before a save.
              </Text>
              <ScrollArea.Autosize mah={fullScreen ? 220 : 420} type="auto">
                <nav aria-label="Versions">
                  {list.map((version, index) => (
                    <NavLink
                      // Numbered oldest first: two saves in one minute read apart.
                      leftSection={
                        <Text size="xs" c="dimmed" fw={600} aria-hidden="true">
                          {`#${list.length - index}`}
                        </Text>
                      }
                      key={version.version_id}
                      component="button"
                      type="button"
                      active={version.version_id === selected}
                      aria-current={version.version_id === selected ? 'true' : undefined}
                      label={<InstituteTime at={version.saved_at} />}
                      description={`Before the save by ${savedBy(version)}`}
                      onClick={() => setChosen(version.version_id)}
                    />
                  ))}
                </nav>
              </ScrollArea.Autosize>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <VersionDiff
                detail={detail.data}
                pending={detail.isPending}
                failed={detail.isError}
                retrying={detail.isFetching}
                onRetry={() => void detail.refetch()}
                restoring={restore.isPending}
                onRestore={askRestore}
              />
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Modal>
  );
}

interface VersionDiffProps {
  detail: VersionDetail | undefined;
  pending: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  restoring: boolean;
  onRestore: (version: VersionDetail) => void;
}

// A long value breaks anywhere; one a line a field (a section's content) keeps its lines.
const CHANGE_CELL = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

function VersionDiff({
  detail,
  pending,
  failed,
  retrying,
  onRetry,
  restoring,
  onRestore,
}: VersionDiffProps) {
  if (failed) return <LoadError what="this version" retrying={retrying} onRetry={onRetry} />;
  if (pending || !detail) return <Text role="status">Loading...</Text>;
  const when = formatInstituteTime(detail.saved_at);
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Version from before the save of <InstituteTime at={detail.saved_at} />
      </Text>
      {detail.changes.length === 0 ? (
        <Alert color="gray" variant="light">
          This version reads the same as the content now: restoring it changes nothing.
        </Alert>
      ) : (
        <AdminTable
          verticalSpacing="xs"
          withTableBorder
          aria-label={`Differences between the version of ${when} and now`}
          minWidth={300}
          head={['Field', 'This version', 'Now']}
        >
          {detail.changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={600}>
                {change.label}
              </Table.Th>
              <Table.Td style={CHANGE_CELL}>{change.before}</Table.Td>
              <Table.Td style={CHANGE_CELL}>{change.after}</Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => onRestore(detail)}
          loading={restoring}
          disabled={detail.changes.length === 0}
        >
          Restore this version
        </Button>
      </Group>
    </Stack>
  );
}
