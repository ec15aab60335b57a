import { Table, Text } from '@mantine/core';
import type { DataTable } from '@dsb/core';
import { evidenceMessages } from './messages';

const cell = (value: string | number | null) => (value === null ? '–' : String(value));

/**
 * The chart's data as plotted: column titles with their units, scrollable
 * (docs/product/evidence.md).
 */
export function DataTableView({ table, label }: { table: DataTable; label: string }) {
  return (
    // Focusable, so keyboard users can scroll a long table too (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={320}
      maxHeight={320}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={evidenceMessages.data.title({ label })}
    >
      <Table
        striped
        highlightOnHover
        stickyHeader
        withTableBorder
        fz="sm"
        data-testid="evidence-data-table"
        captionSide="top"
      >
        <Table.Caption>
          {evidenceMessages.data.caption({ label, count: table.rows.length })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.name} scope="col">
                {column.title}
                {column.unit && (
                  <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                    {column.unit}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((value, j) => (
                <Table.Td key={j}>{cell(value)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
