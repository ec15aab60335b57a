import { NativeSelect, Stack, Text } from '@mantine/core';
import { COLUMN_TYPES, type ChartData, type ColumnType } from '@dsb/core/charts';
import { CHART_BUILDER_UI as UI } from './messages';

/** Each column with its detected type, which the pupil may correct. */
export function ColumnList({
  data,
  onRetype,
}: {
  data: ChartData;
  onRetype: (column: number, to: ColumnType) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {UI.columnsHint()}
      </Text>
      {data.columns.map((column, index) => (
        <NativeSelect
          key={column.name}
          size="xs"
          label={column.title}
          aria-label={UI.columnType({ title: column.title })}
          value={column.type}
          data={COLUMN_TYPES.map((type) => ({ value: type, label: UI.typeNames[type]() }))}
          onChange={(event) => onRetype(index, event.currentTarget.value as ColumnType)}
        />
      ))}
    </Stack>
  );
}
