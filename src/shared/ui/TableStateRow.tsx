import { Center, Loader, Table, Text } from '@mantine/core';

/**
 * The one row a table shows instead of its rows: a spinner while the first answer is awaited (`loadingLabel`), or a
 * text when there is nothing to list. It spans the table's columns.
 */
export function TableStateRow({
  columns,
  loadingLabel,
  text,
  textClassName,
}: {
  columns: number;
  loadingLabel?: string;
  text?: string;
  /** The text's colour where the table has its own (otherwise Mantine's dimmed). */
  textClassName?: string;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        {loadingLabel === undefined ? (
          <Text ta="center" py="lg" {...(textClassName ? { className: textClassName } : { c: 'dimmed' })}>
            {text}
          </Text>
        ) : (
          <Center py="lg">
            <Loader size="sm" role="status" aria-label={loadingLabel} />
          </Center>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
