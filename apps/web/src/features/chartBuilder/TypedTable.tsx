import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { CHART_BUILDER_UI as UI } from './messages';
import { tableFromRows, type RawTable } from './readData';

/** A typed table's largest size (docs/product/chart-builder.md, "Type a table"). */
export const MAX_TYPED_ROWS = 20;
export const MAX_TYPED_COLUMNS = 6;

const emptyGrid = (rows: number, columns: number) =>
  Array.from({ length: rows + 1 }, () => Array.from({ length: columns }, () => ''));

/**
 * A small table typed by hand: a header row and up to 20 rows of 6 columns. Tab moves along a
 * row; Enter and the arrow keys up and down move between rows, Enter on the last row adds one.
 */
export function TypedTable({ onUse }: { onUse: (table: RawTable) => void }) {
  const [grid, setGrid] = useState(() => emptyGrid(4, 2));
  const [error, setError] = useState<string | null>(null);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const columns = grid[0]!.length;

  const set = (r: number, c: number, value: string) =>
    setGrid((g) => g.map((row, i) => (i === r ? row.map((v, j) => (j === c ? value : v)) : row)));
  // At once when the cell is there (keys typed next land in it); a row just added renders first.
  const focus = (r: number, c: number) => {
    const cell = cells.current.get(`${r}:${c}`);
    if (cell) cell.focus();
    else requestAnimationFrame(() => cells.current.get(`${r}:${c}`)?.focus());
  };
  const addRow = () => {
    if (grid.length > MAX_TYPED_ROWS) return false;
    setGrid((g) => [...g, Array.from({ length: columns }, () => '')]);
    return true;
  };

  const onKey = (r: number, c: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const down = event.key === 'Enter' || event.key === 'ArrowDown';
    if (down && r + 1 < grid.length) {
      event.preventDefault();
      focus(r + 1, c);
    } else if (event.key === 'Enter' && addRow()) {
      event.preventDefault();
      focus(r + 1, c);
    } else if (event.key === 'ArrowUp' && r > 0) {
      event.preventDefault();
      focus(r - 1, c);
    }
  };

  const use = () => {
    const result = tableFromRows(grid.map((row) => row.map((v) => (v.trim() ? v : null))));
    if (!result.ok || result.table.header.some((h) => !h)) return setError(UI.tableEmpty());
    setError(null);
    onUse(result.table);
  };

  return (
    <Stack gap="xs">
      <Text component="h3" fw={600} size="sm" id="typed-table-title">
        {UI.tableGrid()}
      </Text>
      <div role="group" aria-labelledby="typed-table-title" style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {grid.map((row, r) => (
              <tr key={r}>
                {row.map((value, c) => (
                  <td key={c} style={{ padding: 1, minWidth: 72 }}>
                    <TextInput
                      size="xs"
                      ref={(el) => {
                        if (el) cells.current.set(`${r}:${c}`, el);
                        else cells.current.delete(`${r}:${c}`);
                      }}
                      aria-label={
                        r === 0
                          ? UI.headerCell({ column: c + 1 })
                          : UI.cell({ row: r, column: c + 1 })
                      }
                      value={value}
                      fw={r === 0 ? 700 : undefined}
                      styles={r === 0 ? { input: { fontWeight: 700 } } : undefined}
                      onChange={(event) => set(r, c, event.currentTarget.value)}
                      onKeyDown={onKey(r, c)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Group gap={4}>
        <Button
          size="compact-xs"
          variant="light"
          onClick={addRow}
          disabled={grid.length > MAX_TYPED_ROWS}
        >
          {UI.addRow()}
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          disabled={columns >= MAX_TYPED_COLUMNS}
          onClick={() => setGrid((g) => g.map((row) => [...row, '']))}
        >
          {UI.addColumn()}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          disabled={grid.length <= 2}
          onClick={() => setGrid((g) => g.slice(0, -1))}
        >
          {UI.removeRow()}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          disabled={columns <= 1}
          onClick={() => setGrid((g) => g.map((row) => row.slice(0, -1)))}
        >
          {UI.removeColumn()}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Button onClick={use}>{UI.useTable()}</Button>
    </Stack>
  );
}
