import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { isDecision, reopenDeadline } from '@institute/core/application/reopen';
import { type ApplicationRecord } from '@institute/core/application/record';
import {
  STATUS_TRANSITIONS,
  statusLabel,
  type ApplicationStatus,
} from '@institute/core/application/status';
import type { IntakeSummary } from '@institute/core/course/intakes';
import { confirmAction } from '../../components/admin-confirm-action';
import { InstituteTime } from '../../components/institute-time';
import { AdminPanel } from '../../components/admin-blocks';

/** What each move's button says. */
const ACTION_LABELS: Record<ApplicationStatus, string> = {
  new: 'Mark as new',
  contacted: 'Mark as contacted',
  accepted: 'Accept',
  waitlisted: 'Waitlist',
  declined: 'Decline',
};

/** What a decision does to the application, said in the confirmation around its name. */
const DECISION_WORDS: Partial<Record<ApplicationStatus, (application: string) => string>> = {
  accepted: (application) => `accept ${application}`,
  waitlisted: (application) => `put ${application} on the waitlist`,
  declined: (application) => `decline ${application}`,
};

interface StatusPanelProps {
  record: ApplicationRecord;
  /** The change under way, if any: its button shows it, and the others wait. */
  pending?: { status?: ApplicationStatus; reopen?: boolean };
  /** The caller is a super admin, who may reopen a decision at any time. */
  superAdmin: boolean;
  /** The application's intake with its counts, when it has one. */
  intake?: IntakeSummary;
  /** A role that may only read, or an erased application: the status without its moves. */
  readOnly?: boolean;
  /** `overCapacity`: staff confirmed accepting beyond the intake's capacity. */
  onMove: (status: ApplicationStatus, overCapacity?: boolean) => void;
  onReopen: () => void;
  /** What the panel says below the moves (the status e-mail's state). */
  children?: ReactNode;
}

/**
 * The status and its next moves. A decision (accept, waitlist, decline) asks first, naming the
 * applicant; a decision can be reopened within 24 hours, or later by a super admin.
 */
export function ApplicationStatusPanel({
  record,
  pending,
  superAdmin,
  intake,
  readOnly = false,
  onMove,
  onReopen,
  children,
}: StatusPanelProps) {
  const next = STATUS_TRANSITIONS[record.status];
  const name = record.full_name;
  const move = (status: ApplicationStatus) => {
    if (status === 'accepted' && intake && intake.accepted >= intake.intake.capacity) {
      return confirmOverCapacity(name, intake.accepted, intake.intake.capacity, () =>
        onMove(status, true),
      );
    }
    const words = DECISION_WORDS[status];
    if (!words) return onMove(status);
    confirmAction({
      title: `${ACTION_LABELS[status]} ${name}?`,
      message: `You are about to ${words(`${name}'s application`)}. It can be reopened within 24 hours; after that only a super admin can.`,
      confirmLabel: `${ACTION_LABELS[status]} ${name}`,
      danger: status === 'declined',
      onConfirm: () => onMove(status),
    });
  };
  // The button pressed goes with the status it moved from, and the focus would fall to the page:
  // it goes to the new status instead, from where Tab reaches the next moves.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(record.status);
  useEffect(() => {
    if (shownStatus.current === record.status) return;
    shownStatus.current = record.status;
    if (document.activeElement === document.body) heading.current?.focus();
  }, [record.status]);
  // The time the page was shown; the API decides again when the button is pressed.
  const [now] = useState(() => Date.now());
  const deadline = reopenDeadline(record);
  const canReopen =
    isDecision(record.status) && (superAdmin || (deadline !== null && Date.parse(deadline) > now));
  const reopen = () =>
    confirmAction({
      title: `Reopen ${name}'s application?`,
      message: `The decision "${statusLabel(record.status)}" is taken back and ${name}'s application returns to Contacted. The history keeps both.`,
      confirmLabel: 'Reopen decision',
      onConfirm: onReopen,
    });
  return (
    // Read-only with no e-mail to speak of, the heading stands alone: no space under it.
    <AdminPanel
      title={<>Status: {statusLabel(record.status)}</>}
      headingRef={heading}
      spacing={readOnly && !children ? 0 : 'xs'}
    >
      {!readOnly && next.length > 0 && (
        <Group gap="xs">
          {next.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'declined' ? 'default' : 'light'}
              disabled={pending !== undefined}
              loading={pending?.status === status}
              onClick={() => move(status)}
            >
              {ACTION_LABELS[status]}
            </Button>
          ))}
        </Group>
      )}
      {!readOnly && isDecision(record.status) && (
        <Group gap="xs" mt={next.length > 0 ? 'sm' : 0} align="center">
          {canReopen && (
            <Button
              size="sm"
              variant="default"
              disabled={pending !== undefined}
              loading={pending?.reopen === true}
              onClick={reopen}
            >
              Reopen decision
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {canReopen && !superAdmin && deadline ? (
              <>
                Can be reopened until <InstituteTime at={deadline} />.
              </>
            ) : canReopen ? (
              'As a super admin you can reopen this decision at any time.'
            ) : (
              'This decision is more than 24 hours old; only a super admin can reopen it.'
            )}
          </Text>
        </Group>
      )}
      {children}
    </AdminPanel>
  );
}

/** Accepting into a full intake: said plainly, and only on a second press. */
export function confirmOverCapacity(
  name: string,
  accepted: number,
  capacity: number,
  onConfirm: () => void,
) {
  confirmAction({
    title: `Accept ${name} beyond the capacity?`,
    message: `This intake is full: ${accepted} of ${capacity} places are taken. Accepting ${name} takes it over its capacity.`,
    confirmLabel: `Accept ${name} anyway`,
    onConfirm,
  });
}
