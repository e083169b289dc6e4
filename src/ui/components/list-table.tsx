import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

/**
 * A list as a small table: its accessible name, one header row of column names, the rows given
 * as children (`Table.Row`s). It scrolls sideways inside itself on a narrow screen instead of
 * widening the page.
 */
export function ListTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
