import type { ReactNode } from 'react';
import { Table, type TableProps, type TableThProps } from '@mantine/core';

/** A column heading: its text, or its text with the heading cell's props (alignment, breakpoint). */
export type AdminTableHeader = string | ({ label: string } & Omit<TableThProps, 'children'>);

interface AdminTableProps extends Omit<TableProps, 'children'> {
  head: readonly AdminTableHeader[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The body's rows. */
  children: ReactNode;
}

/** A table of the admin area: a heading row, then the rows, scrolling sideways on narrow screens. */
export function AdminTable({ head, minWidth, children, ...table }: AdminTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>
            {head.map((header) => {
              const { label, ...th } = typeof header === 'string' ? { label: header } : header;
              return (
                <Table.Th key={label} {...th}>
                  {label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
