import { Alert, Button, Group, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { formatInstituteTime } from '@institute/core/calendar/format';
import { statusLabel } from '@institute/core/application/status';
import type { EmailStatus, StatusTemplateRecord } from '@institute/core/status-email/template';
import { statusTemplatesQuery } from './api/status-templates';

/*
 * Two staff editing one template: as with the other admin editors (decision 045), a version saved
 * by someone else never replaces unsaved edits. The editor says who saved and when, and offers
 * their version or keeping these changes; a save is only sent over the version it started from.
 */

/** A save refused here because the stored template changed after the editor opened it. */
export class SavedMeanwhile extends Error {
  constructor(readonly latest: StatusTemplateRecord) {
    super('The template was saved by someone else after it was opened');
  }
}

/**
 * Whether `latest` was saved after `base` (ISO times compare as text; the seeded default has none).
 * Not merely different: the list read before one's own save is older, not someone else's.
 */
export const isLaterSave = (latest: StatusTemplateRecord, base: StatusTemplateRecord) =>
  (latest.updated_at ?? '') > (base.updated_at ?? '');

/**
 * The stored template as it is now, read again (not from the cache): the check before a save,
 * since the API writes templates without a condition. Refreshes the page's list as well.
 */
export async function latestTemplate(
  queryClient: QueryClient,
  status: EmailStatus,
): Promise<StatusTemplateRecord | undefined> {
  const items = await queryClient.fetchQuery({ ...statusTemplatesQuery(), staleTime: 0 });
  return items.find((item) => item.status === status);
}

/** "editor@example.com saved the Accepted template at 24 Nov 2026, 14:05 (Malaysia time), after…" */
export function savedMeanwhileText(latest: StatusTemplateRecord): string {
  const who = latest.updated_by || 'Someone else';
  const when = latest.updated_at
    ? ` at ${formatInstituteTime(latest.updated_at)} (Malaysia time)`
    : '';
  return `${who} saved the ${statusLabel(latest.status)} template${when}, after you opened it.`;
}

interface NewerVersionNoticeProps {
  latest: StatusTemplateRecord;
  onReload: () => void;
  onKeepMine: () => void;
}

/** Shown above the unsaved edits as soon as a later save is known, e.g. on returning to the tab. */
export function NewerVersionNotice({ latest, onReload, onKeepMine }: NewerVersionNoticeProps) {
  return (
    <Alert color="saffron" variant="light" role="alert" title="Someone else saved this template">
      <Text size="sm">
        {savedMeanwhileText(latest)} Your changes are still here and not saved. Reload their
        version, or keep your changes and save them over theirs.
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" variant="default" onClick={onReload}>
          Reload their version
        </Button>
        <Button size="xs" onClick={onKeepMine}>
          Keep my changes
        </Button>
      </Group>
    </Alert>
  );
}
