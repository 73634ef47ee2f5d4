import { ActionIcon, Tooltip } from '@mantine/core';
import type { IconEye } from '@tabler/icons-react';

export /** A row's icon button ("Edit Gita Saram"), with its action as a tooltip. */
function RowAction({
  action,
  label,
  compact,
  icon: Icon,
  color,
  disabled,
  onClick,
}: {
  action: 'Edit' | 'Delete' | 'View';
  label: string;
  compact: boolean;
  icon: typeof IconEye;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={action} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={color}
        size={compact ? 'md' : 'lg'}
        aria-label={`${action} ${label}`}
        onClick={onClick}
        disabled={disabled}
      >
        <Icon size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
