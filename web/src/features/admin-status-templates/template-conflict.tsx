import { Alert, Button, Group, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { formatInstituteTime } from '@institute/core/calendar/format';
import { statusLabel } from '@institute/core/application/status';
import type { EmailStatus, StatusTemplateRecord } from '@institute/core/status-email/template';
import { statusTemplatesQuery } from './api/status-templates';
import { useAdminMe } from '../../lib/admin-access';

/*
 * Two staff editing one template: as with the other admin editors (decision 045), a save names the
 * revision it started from and the API refuses it (409) when someone else saved in between. A
 * version read meanwhile (e.g. on returning to the tab) never replaces unsaved edits either.
 */

/** Whether `latest` was saved after `base`: the list read before one's own save is not later. */
export const isLaterSave = (latest: StatusTemplateRecord, base: StatusTemplateRecord) =>
  latest.revision > base.revision;

/**
 * The stored template as it is now, read again (not from the cache), for the conflict dialog's
 * choices. Refreshes the page's list as well.
 */
export async function latestTemplate(
  queryClient: QueryClient,
  status: EmailStatus,
): Promise<StatusTemplateRecord | undefined> {
  const items = await queryClient.fetchQuery({ ...statusTemplatesQuery(), staleTime: 0 });
  return items.find((item) => item.status === status);
}

/**
 * "editor@example.com saved the Accepted template at 24 Nov 2026, 14:05 (Malaysia time), after…";
 * to the one who saved it, from another tab, "You saved … in another tab or window, …".
 */
export function savedMeanwhileText(latest: StatusTemplateRecord, me: string | undefined): string {
  const when = latest.updated_at
    ? ` at ${formatInstituteTime(latest.updated_at)} (Malaysia time)`
    : '';
  const what = `the ${statusLabel(latest.status)} template${when}`;
  return latest.updated_by && latest.updated_by === me
    ? `You saved ${what} in another tab or window, after this one was opened.`
    : `${latest.updated_by || 'Someone else'} saved ${what}, after you opened it.`;
}

interface NewerVersionNoticeProps {
  latest: StatusTemplateRecord;
  onReload: () => void;
  onKeepMine: () => void;
}

/** Shown above the unsaved edits as soon as a later save is known, e.g. on returning to the tab. */
export function NewerVersionNotice({ latest, onReload, onKeepMine }: NewerVersionNoticeProps) {
  const me = useAdminMe().data?.email;
  return (
    <Alert color="saffron" variant="light" role="alert" title="Saved since you opened it">
      <Text size="sm">
        {savedMeanwhileText(latest, me)} Your changes are still here and not saved. Reload the saved
        version, or keep your changes: the languages you changed go over the saved version, and its
        other changes stay.
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" variant="default" onClick={onReload}>
          Reload the saved version
        </Button>
        <Button size="xs" onClick={onKeepMine}>
          Keep my changes
        </Button>
      </Group>
    </Alert>
  );
}
