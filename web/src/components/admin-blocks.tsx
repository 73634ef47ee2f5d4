import { useId, type ReactNode, type Ref } from 'react';
import {
  Button,
  Group,
  Paper,
  Table,
  Text,
  Title,
  VisuallyHidden,
  type ButtonProps,
  type MantineSpacing,
  type TableProps,
  type TableThProps,
} from '@mantine/core';

/*
 * The admin area's small building blocks, in one module (and so one file to download): a panel
 * under its own heading, a table with its heading row, a button that opens a new tab.
 */

interface AdminPanelProps {
  /** The panel's heading, which also names it for screen readers. */
  title: ReactNode;
  /** Space under the heading. */
  spacing?: MantineSpacing | number;
  /** For a panel that gives its heading the focus (it is then focusable from script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A bordered section of an admin page under its own heading (a landmark named by it). */
export function AdminPanel({ title, spacing = 'sm', headingRef, children }: AdminPanelProps) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title
        order={3}
        fz="md"
        id={id}
        mb={spacing}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface AdminPageHeaderProps {
  title: ReactNode;
  /** What the page is for, under the heading. */
  description: ReactNode;
  /** The page's buttons, beside the heading (under it on narrow screens). */
  actions?: ReactNode;
}

/** The top of an admin page: its heading and what it is for, with its buttons if it has any. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  const heading = (
    <div>
      <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </div>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {heading}
      <Group gap="xs">{actions}</Group>
    </Group>
  );
}

/**
 * A column heading: its text, or its text with the heading cell's props (alignment, breakpoint).
 * `cell` shows something else in the heading cell (a select-all checkbox, a hidden name).
 */
export type AdminTableHeader =
  string | ({ label: string; cell?: ReactNode } & Omit<TableThProps, 'children'>);

export interface AdminTableProps extends Omit<TableProps, 'children'> {
  head: readonly AdminTableHeader[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The body's rows. */
  children: ReactNode;
  /** When there are no rows: said across the table instead. */
  empty?: ReactNode;
}

/** A table of the admin area: a heading row, then the rows, scrolling sideways on narrow screens. */
export function AdminTable({ head, minWidth, children, empty, ...table }: AdminTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>
            {head.map((header) => {
              const {
                label,
                cell = label,
                ...th
              } = typeof header === 'string' ? { label: header } : header;
              return (
                <Table.Th key={label} {...th}>
                  {cell}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empty ? (
            <Table.Tr>
              <Table.Td colSpan={head.length}>
                <Text c="dimmed" py="md" ta="center">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            children
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface NewTabButtonProps extends Omit<ButtonProps, 'component' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * A link that opens in a new tab, as a button: staff keep their place in the admin area. Screen
 * readers hear that it opens a new tab; `leftSection` shows it to the eye (the external-link
 * icon, or the destination's own, as WhatsApp's). The icon is the caller's: a public page uses
 * the same one, and should keep sharing a file with the same pages (decision 057).
 */
export function NewTabButton({ href, children, ...props }: NewTabButtonProps) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
