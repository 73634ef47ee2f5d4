import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BULK_CHANGE_MAX, type ApplicationSummary } from '@institute/core/application/inbox';
import { applicantName } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/record';
import {
  APPLICATION_STATUS_OPTIONS,
  canMoveTo,
  statusLabel,
  transitionProblem,
  type ApplicationStatus,
} from '@institute/core/application/status';
import { isEmailStatus } from '@institute/core/status-email/template';
import { ANALYTICS_QUERY_KEY, APPLICATIONS_QUERY_KEY } from '../../lib/application-summary-query';
import { confirmAction } from '../../components/admin-confirm-action';
import { notifySuccess, notifyFailed } from '../../components/notify';
import { BulkEmailList } from './bulk-email-list';
import { setStatuses, type BulkResult, type StatusesChange } from './api/bulk-status';

/** What a bulk change did: the records that moved and the ones that could not. */
export interface BulkOutcome {
  status: ApplicationStatus;
  changed: ApplicationRecord[];
  refused: Array<Extract<BulkResult, { ok: false }> & { name: string }>;
}

/** "2 applications changed to Declined", for the toast and the outcome's name. */
const changedWords = ({ changed, status }: BulkOutcome) =>
  `${changed.length} application${changed.length === 1 ? '' : 's'} changed to ${statusLabel(status)}`;

// "New" is where applications start; nothing moves back to it.
const TARGETS = APPLICATION_STATUS_OPTIONS.filter((option) => option.value !== 'new');

type Refusal = BulkOutcome['refused'][number];

/**
 * A bulk change as asked, with each application's name for the refusals, and the selected ones
 * not sent because their status may not move there (said with the API's refusals).
 */
type BulkChange = StatusesChange & { names: Map<string, string>; staying?: Refusal[] };

function useBulkChange(onDone: (outcome: BulkOutcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BulkChange): Promise<BulkOutcome> => {
      const results = await setStatuses(change);
      return {
        status: change.status,
        changed: results.flatMap((result) => (result.ok ? [result.record] : [])),
        refused: [
          ...results.flatMap((result) =>
            result.ok ? [] : [{ ...result, name: change.names.get(result.id) ?? result.id }],
          ),
          ...(change.staying ?? []),
        ],
      };
    },
    onSuccess: async (outcome) => {
      if (outcome.changed.length > 0) {
        notifySuccess('Success', changedWords(outcome));
      }
      onDone(outcome);
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
    },
    onError: (error) => notifyFailed(error),
  });
}

/** Shown while applications are selected: one new status for all of them. */
export function BulkStatusBar({
  selected,
  onClear,
  onDone,
}: {
  selected: ApplicationSummary[];
  onClear: () => void;
  onDone: (outcome: BulkOutcome) => void;
}) {
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const change = useBulkChange(onDone);
  const count = selected.length;
  const noun = `${count} application${count === 1 ? '' : 's'}`;
  // The API refuses a larger change whole: said before trying, not after.
  const overLimit = count > BULK_CHANGE_MAX;
  const movable = (target: ApplicationStatus) =>
    selected.filter((item) => canMoveTo(item.status, target));
  // Only the statuses some of the selection may move to are offered, with how many when not all.
  const targets = TARGETS.map((option) => {
    const can = movable(option.value).length;
    return {
      ...option,
      label: can === count ? option.label : `${option.label} (${can} of ${count})`,
      disabled: can === 0,
    };
  });
  const apply = () => {
    if (!status) return;
    const moving = movable(status);
    const staying = selected.filter((item) => !moving.includes(item));
    const stayingWords =
      staying.length === 0
        ? ''
        : ` ${staying.map(applicantName).join(', ')} ${staying.length === 1 ? 'stays' : 'stay'} as before: ${[...new Set(staying.map((item) => transitionProblem(item.status, status)))].join(' ')}`;
    const run = () =>
      change.mutate({
        ids: moving.map((item) => item.id),
        status,
        names: new Map(moving.map((item) => [item.id, applicantName(item)])),
        staying: staying.map((item) => ({
          id: item.id,
          ok: false,
          reason: 'illegal_transition',
          message: transitionProblem(item.status, status) ?? '',
          name: applicantName(item),
        })),
      });
    // A decision asks first, as it does for one application.
    if (['accepted', 'waitlisted', 'declined'].includes(status)) {
      confirmAction({
        title: `Change ${noun} to ${statusLabel(status)}?`,
        message: `${moving.length === 1 ? `${applicantName(moving[0]!)}'s application is changed` : `${moving.map(applicantName).join(', ')}: each is changed`} to ${statusLabel(status)} and its history says so. A decision can be reopened within 24 hours.${stayingWords}`,
        confirmLabel: `Change ${moving.length === count ? noun : `${moving.length} of ${count}`}`,
        danger: status === 'declined',
        onConfirm: run,
      });
    } else run();
  };
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      component="section"
      aria-label="Change the selected applications"
      style={{ position: 'sticky', bottom: 8, zIndex: 3 }}
    >
      {/* Two short rows that fit a phone: the count and Clear, then the status and its button. */}
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} role="status" miw={0}>
            <Text size="sm" fw={600}>
              {noun} selected
            </Text>
            {overLimit && (
              <Text size="sm" c="red.8">
                Change at most {BULK_CHANGE_MAX} at once: clear some
              </Text>
            )}
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onClear}
            disabled={change.isPending}
            style={{ flexShrink: 0 }}
          >
            Clear selection
          </Button>
        </Group>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <Select
            label="Change status to"
            placeholder="Choose one"
            data={targets}
            value={status}
            onChange={(value) => setStatus(value as ApplicationStatus | null)}
            style={{ flex: '0 1 220px', minWidth: 0 }}
          />
          <Button
            onClick={apply}
            disabled={overLimit || !status || movable(status).length === 0}
            loading={change.isPending}
            style={{ flexShrink: 0 }}
          >
            Change status
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What a bulk change did: refusals in words, "accept anyway" for a full intake, the e-mails. */
export function BulkOutcomePanel({
  outcome,
  onChange,
  onClose,
}: {
  outcome: BulkOutcome;
  onChange: (outcome: BulkOutcome) => void;
  onClose: () => void;
}) {
  const full = outcome.refused.filter((item) => item.reason === 'intake_full');
  // Accepting the ones a full intake held back: their results join this outcome.
  const over = useBulkChange((more) =>
    onChange({
      status: outcome.status,
      changed: [...outcome.changed, ...more.changed],
      refused: [
        ...outcome.refused.filter((item) => item.reason !== 'intake_full'),
        ...more.refused,
      ],
    }),
  );
  const acceptAnyway = () =>
    confirmAction({
      title: `Accept ${full.length} beyond the capacity?`,
      message: `Their intake is full. ${full.map((item) => item.name).join(', ')} will be accepted over its capacity.`,
      confirmLabel: 'Accept anyway',
      onConfirm: () =>
        over.mutate({
          ids: full.map((item) => item.id),
          status: outcome.status,
          names: new Map(full.map((item) => [item.id, item.name])),
          overCapacity: true,
        }),
    });
  const emailStatus = isEmailStatus(outcome.status) ? outcome.status : null;
  // The outcome shows above the list, off a phone's screen when the rows ticked were far down,
  // and the bar that asked for it is gone: each new outcome comes into view and takes the focus.
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    region.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    region.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [outcome]);
  const notChanged = outcome.refused.length > 0 ? `, ${outcome.refused.length} not changed` : '';
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={`${changedWords(outcome)}${notChanged}`}
      className="mantine-focus-auto"
      // Clear of the fixed admin header once scrolled to.
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        {outcome.refused.length > 0 && (
          <Alert
            color="red"
            title={`${outcome.refused.length} not changed`}
            withCloseButton={!emailStatus || outcome.changed.length === 0}
            closeButtonLabel="Dismiss"
            onClose={onClose}
          >
            <List size="sm" spacing={4}>
              {outcome.refused.map((item) => (
                <List.Item key={item.id}>
                  {item.name}: {item.message}
                </List.Item>
              ))}
            </List>
            {full.length > 0 && (
              <Button size="compact-sm" mt="xs" onClick={acceptAnyway} loading={over.isPending}>
                Accept anyway
              </Button>
            )}
          </Alert>
        )}
        {emailStatus && outcome.changed.length > 0 && (
          <BulkEmailList records={outcome.changed} status={emailStatus} onClose={onClose} />
        )}
      </Stack>
    </section>
  );
}
