import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ChartColumn, ChartData, ChartFilter, ChartSettings } from '@dsb/core/charts';
import { filterBound, filterFields, valuesOf } from './builderState';
import { CHART_BUILDER_UI as UI, rangeUnreadable } from './messages';

type Filters = ChartSettings['filters'];
type RangeFilter = Extract<ChartFilter, { kind: 'range' }>;

/** At most this many values are listed at once. */
const MAX_SHOWN_VALUES = 100;

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
      {filterFields(data).map(({ column, kind }) => {
        const filter = filters.find((f) => f.column === column.name) ?? null;
        return kind === 'pick' ? (
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
          <RangeFilter
            key={column.name}
            column={column}
            filter={filter?.kind === 'range' ? filter : null}
            onChange={(range) => set(column.name, range)}
          />
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
      label={UI.pickValues({ title: props.title })}
      value={picked}
      onChange={(values) => props.onChange(values.length === props.values.length ? null : values)}
    >
      {props.values.length > 8 && (
        <TextInput
          size="xs"
          my={4}
          aria-label={UI.searchValuesOf({ title: props.title })}
          placeholder={UI.searchValues()}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      )}
      <Group gap={4} my={4}>
        <Button size="compact-xs" variant="subtle" onClick={() => props.onChange(null)}>
          {UI.pickAll()}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => props.onChange([])}>
          {UI.pickNone()}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={160} type="auto">
        <Stack gap={4}>
          {shown.map((value) => (
            <Checkbox key={value} value={value} label={value} />
          ))}
          {matching.length > shown.length && (
            <Text size="xs" c="dimmed">
              {UI.moreValues({ count: matching.length - shown.length })}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

/**
 * From/to of a year, date or number column, either end open. The fields keep what the pupil
 * types; an end that is not a value of the column's type says so and leaves the filter as it was.
 */
function RangeFilter(props: {
  column: ChartColumn;
  filter: RangeFilter | null;
  onChange: (filter: RangeFilter | null) => void;
}) {
  const { column, filter } = props;
  const shown = (end: number | string | null | undefined) => (end == null ? '' : String(end));
  const [text, setText] = useState({ from: shown(filter?.from), to: shown(filter?.to) });
  // A filter changed elsewhere (another chart reopened, a column retyped) shows as it now is.
  const [seen, setSeen] = useState(filter);
  if (seen !== filter) {
    setSeen(filter);
    const same = (end: 'from' | 'to') =>
      (filterBound(column.type, text[end]) ?? null) === (filter?.[end] ?? null);
    if (!same('from') || !same('to')) setText({ from: shown(filter?.from), to: shown(filter?.to) });
  }
  const edit = (end: 'from' | 'to', typed: string) => {
    const next = { ...text, [end]: typed };
    setText(next);
    const from = filterBound(column.type, next.from);
    const to = filterBound(column.type, next.to);
    if (from === undefined || to === undefined) return;
    props.onChange(
      from === null && to === null ? null : { kind: 'range', column: column.name, from, to },
    );
  };
  const problem = (end: 'from' | 'to') =>
    filterBound(column.type, text[end]) === undefined ? rangeUnreadable(column.type) : null;
  return (
    <Group gap="xs" grow align="flex-start">
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          size="xs"
          label={
            end === 'from'
              ? UI.rangeFrom({ title: column.title })
              : UI.rangeTo({ title: column.title })
          }
          value={text[end]}
          error={problem(end)}
          onChange={(e) => edit(end, e.currentTarget.value)}
        />
      ))}
    </Group>
  );
}
