import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ChartData, ChartFilter, ChartSettings } from '@dsb/core/charts';
import { valuesOf } from './builderState';
import { CHART_BUILDER_UI as UI } from './messages';

type Filters = ChartSettings['filters'];

/** At most this many values are listed at once. */
const MAX_SHOWN_VALUES = 100;

/** A typed bound: a number when it reads as one (years, numbers), else text (ISO dates), or open. */
function bound(text: string): number | string | null {
  const t = text.trim();
  if (!t) return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t.slice(0, 20);
}

/**
 * Filters: the values of a category to keep (a checkbox list with a search), or a from/to range
 * of years, dates or numbers. One filter per column; a column without one keeps every row.
 */
export function FiltersEditor(props: {
  data: ChartData;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { data, filters, onChange } = props;
  const set = (column: string, filter: ChartFilter | null) =>
    onChange([...filters.filter((f) => f.column !== column), ...(filter ? [filter] : [])]);
  return (
    <Stack gap="sm">
      {data.columns.map((column) => {
        const filter = filters.find((f) => f.column === column.name) ?? null;
        return column.type === 'category' ? (
          <PickFilter
            key={column.name}
            title={column.title}
            values={valuesOf(data, column.name)}
            picked={filter?.kind === 'pick' ? filter.values : null}
            onChange={(values) =>
              set(column.name, values ? { kind: 'pick', column: column.name, values } : null)
            }
          />
        ) : (
          <Group key={column.name} gap="xs" grow>
            <TextInput
              size="xs"
              label={UI.rangeFrom(column.title)}
              value={filter?.kind === 'range' && filter.from !== null ? String(filter.from) : ''}
              onChange={(e) => {
                const from = bound(e.currentTarget.value);
                const to = filter?.kind === 'range' ? filter.to : null;
                set(
                  column.name,
                  from === null && to === null
                    ? null
                    : { kind: 'range', column: column.name, from, to },
                );
              }}
            />
            <TextInput
              size="xs"
              label={UI.rangeTo(column.title)}
              value={filter?.kind === 'range' && filter.to !== null ? String(filter.to) : ''}
              onChange={(e) => {
                const to = bound(e.currentTarget.value);
                const from = filter?.kind === 'range' ? filter.from : null;
                set(
                  column.name,
                  from === null && to === null
                    ? null
                    : { kind: 'range', column: column.name, from, to },
                );
              }}
            />
          </Group>
        );
      })}
    </Stack>
  );
}

/** The values of a category to keep; null keeps them all. */
function PickFilter(props: {
  title: string;
  values: string[];
  picked: string[] | null;
  onChange: (values: string[] | null) => void;
}) {
  const [search, setSearch] = useState('');
  const matching = props.values.filter((v) =>
    v.toLowerCase().includes(search.trim().toLowerCase()),
  );
  // A long list shows its first values; the search finds the others.
  const shown = matching.slice(0, MAX_SHOWN_VALUES);
  const picked = props.picked ?? props.values;
  return (
    <Checkbox.Group
      size="xs"
      label={UI.pickValues(props.title)}
      value={picked}
      onChange={(values) => props.onChange(values.length === props.values.length ? null : values)}
    >
      {props.values.length > 8 && (
        <TextInput
          size="xs"
          my={4}
          aria-label={UI.searchValuesOf(props.title)}
          placeholder={UI.searchValues}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      )}
      <Group gap={4} my={4}>
        <Button size="compact-xs" variant="subtle" onClick={() => props.onChange(null)}>
          {UI.pickAll}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => props.onChange([])}>
          {UI.pickNone}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={160} type="auto">
        <Stack gap={4}>
          {shown.map((value) => (
            <Checkbox key={value} value={value} label={value} />
          ))}
          {matching.length > shown.length && (
            <Text size="xs" c="dimmed">
              {UI.moreValues(matching.length - shown.length)}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}
