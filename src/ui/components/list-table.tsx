import { type Key, type ReactNode, Fragment } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { LoadingSpinner } from './loading-spinner';
import { usePhoneWidth } from './use-phone-width';

export interface ListTableProps<T> {
  label: string;
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** A row's cells, one per column. */
  cells: (row: T) => ReactNode[];
  /** The column (its index) whose cell heads a row's card on a phone; the first by default. */
  titleColumn?: number;
  /** The column (its index) of a row's actions: on a phone, a card's last line, without its name. */
  actionsColumn?: number;
  loading?: boolean;
}

/**
 * A list as a small table: its accessible name, one header row of column names, a row per item.
 * Narrower than a tablet (below 768 px) the same list shows as cards, one per item, in a list of
 * that name: the title column heads the card, each other column is a name and its value, and
 * the row's actions stand at the card's end, so nothing is cut off at a phone's width (issue 59).
 * While its first page is on its way (`loading`), the spinner stands where the rows will be, not
 * in the list's footer: a footer drawn under the empty table was pushed down the screen when the
 * rows came (a layout shift of 0.029 on /personal/accountlist on a phone).
 */
export function ListTable<T>({ label, columns, rows, rowKey, cells, titleColumn = 0, actionsColumn, loading = false }: ListTableProps<T>) {
  const phone = usePhoneWidth();
  if (phone) return <ListCards {...{ label, columns, rows, rowKey, cells, titleColumn, actionsColumn, loading }} />;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label} aria-busy={loading}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py="6">
                <LoadingSpinner size="sm" />
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {cells(row).map((cell, i) => (
                  <Table.Cell key={columns[i]}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The phone's form of the list: a card per row; while the first page loads, its spinner where the cards will be. */
function ListCards<T>({ label, columns, rows, rowKey, cells, titleColumn, actionsColumn, loading }: Required<Omit<ListTableProps<T>, 'actionsColumn'>> & { actionsColumn?: number }) {
  return (
    <Box as="ul" aria-label={label} aria-busy={loading} listStyleType="none" display="grid" gap="3">
      {loading ? (
        <Box as="li" textAlign="center" py="6">
          <LoadingSpinner size="sm" />
        </Box>
      ) : (
        rows.map((row) => {
          const values = cells(row);
          return (
            <Box as="li" key={rowKey(row)} bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="3" minW="0">
              <Box fontWeight="medium" mb="2" overflowWrap="anywhere">
                {values[titleColumn]}
              </Box>
              <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm">
                {values.map((value, i) =>
                  i === titleColumn || i === actionsColumn ? null : (
                    <Fragment key={columns[i]}>
                      <Box as="dt" color="gray.600">
                        {columns[i]}
                      </Box>
                      <Box as="dd" minW="0" overflowWrap="anywhere">
                        {value}
                      </Box>
                    </Fragment>
                  ),
                )}
              </Box>
              {actionsColumn !== undefined && <Box mt="3">{values[actionsColumn]}</Box>}
            </Box>
          );
        })
      )}
    </Box>
  );
}
