import { Badge, Text } from '@mantine/core';
import type { Windowed } from '@institute/core/db/publish-window';
import { statusBadge, type AdminColumn } from './admin-list-page';

interface Option {
  value: string;
  label: string;
}

/** The label of a stored option value; an unknown value shows as it is. */
export const optionLabel = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * The row's name in bold, first in the row. `under` is shown beneath it on phones only, where
 * its own wide-only column is hidden.
 */
export function titleColumn<TRecord>(
  header: string,
  title: (record: TRecord) => string,
  under?: (record: TRecord) => string,
): AdminColumn<TRecord> {
  return {
    header,
    cell: (record) => (
      <>
        <Text fw={600} size="sm">
          {title(record)}
        </Text>
        {under ? (
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {under(record)}
          </Text>
        ) : null}
      </>
    ),
  };
}

/** One of a fixed list of options (a course's level, a section's type), as an outlined badge. */
export function optionColumn<TRecord>(
  header: string,
  options: readonly Option[],
  value: (record: TRecord) => string,
): AdminColumn<TRecord> {
  return {
    header,
    cell: (record) => (
      <Badge variant="outline" color="gray.7" miw="max-content">
        {optionLabel(options, value(record))}
      </Badge>
    ),
    wideOnly: true,
  };
}

/** The last columns of a list ordered by hand: its publishing state and its place in the order. */
export function publishingColumns<
  TRecord extends Windowed & { sort_order: number },
>(): AdminColumn<TRecord>[] {
  return [
    { header: 'Status', cell: (record) => statusBadge(record) },
    { header: 'Order', cell: (record) => record.sort_order, wideOnly: true },
  ];
}
