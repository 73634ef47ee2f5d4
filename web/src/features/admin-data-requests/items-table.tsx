import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminTable, type AdminTableProps } from '../../components/admin-blocks';
import { QueryState } from '../../components/query-state';

interface ItemsTableProps<Item> extends Pick<
  AdminTableProps,
  'head' | 'minWidth' | 'horizontalSpacing'
> {
  query: UseQueryResult<{ items: Item[] }>;
  /** "the request log": named in the loading and error messages. */
  what: string;
  /** The table's accessible name. */
  label: string;
  /** Said instead of the table when there are no items. */
  none: string;
  row: (item: Item) => ReactNode;
}

/** A loaded list of items as a table, or a line saying there are none. */
export function ItemsTable<Item>({
  query,
  what,
  label,
  none,
  row,
  ...table
}: ItemsTableProps<Item>) {
  return (
    <QueryState
      query={query}
      what={what}
      empty={{ when: (data) => data.items.length === 0, say: <Text size="sm">{none}</Text> }}
    >
      {(data) => (
        <AdminTable aria-label={label} {...table}>
          {data.items.map(row)}
        </AdminTable>
      )}
    </QueryState>
  );
}
