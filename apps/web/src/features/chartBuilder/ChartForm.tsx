import { Button, Checkbox, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import {
  CHART_TYPES,
  MAX_Y_COLUMNS,
  PALETTES,
  type ChartData,
  type ChartSettings,
  type PaletteName,
} from '@dsb/core/charts';
import { pieSuits } from './builderState';
import { CHART_BUILDER_UI as UI } from './messages';

type Patch = (patch: Partial<ChartSettings>) => void;

/** The chart's type, columns, scale and words (docs/product/chart-builder.md, "Building"). */
export function ChartForm(props: {
  settings: ChartSettings;
  data: ChartData;
  sourceError: string | null;
  onPatch: Patch;
  onSuggest: () => void;
}) {
  const { settings, data, onPatch } = props;
  const pie = pieSuits(settings, data);
  const types = CHART_TYPES.filter((type) => type !== 'pie' || pie || settings.type === 'pie');
  const numbers = data.columns.filter((c) => c.type === 'number');
  const categories = data.columns.filter((c) => c.type === 'category' && c.name !== settings.x);
  const isBar = settings.type === 'bar' || settings.type === 'stacked-bar';
  const options = (columns: typeof data.columns) =>
    columns.map((c) => ({ value: c.name, label: c.title }));

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconBulb size={16} aria-hidden />}
        onClick={props.onSuggest}
      >
        {UI.suggest}
      </Button>
      <NativeSelect
        size="xs"
        label={UI.chartType}
        description={pie ? undefined : UI.pieHint}
        value={settings.type}
        data={types.map((type) => ({ value: type, label: UI.typeNamesChart[type] }))}
        onChange={(e) => onPatch({ type: e.currentTarget.value as ChartSettings['type'] })}
      />
      <NativeSelect
        size="xs"
        label={UI.x}
        value={settings.x}
        data={options(data.columns)}
        onChange={(e) => {
          const x = e.currentTarget.value;
          onPatch({ x, color: settings.color === x ? null : settings.color });
        }}
      />
      <Checkbox.Group
        size="xs"
        label={UI.y}
        description={UI.yHint}
        value={settings.y}
        onChange={(y) => {
          // At least one value column stays chosen.
          if (y.length > 0 && y.length <= MAX_Y_COLUMNS) onPatch({ y });
        }}
      >
        <Stack gap={4} mt={4}>
          {numbers.map((c) => (
            <Checkbox key={c.name} value={c.name} label={c.title} />
          ))}
        </Stack>
      </Checkbox.Group>
      {settings.type !== 'pie' && (
        <NativeSelect
          size="xs"
          label={UI.color}
          value={settings.color ?? ''}
          data={[{ value: '', label: UI.none }, ...options(categories)]}
          onChange={(e) => onPatch({ color: e.currentTarget.value || null })}
        />
      )}
      {isBar && (
        <NativeSelect
          size="xs"
          label={UI.sort}
          value={settings.sort}
          data={(['none', 'descending', 'ascending'] as const).map((sort) => ({
            value: sort,
            label: UI.sortNames[sort],
          }))}
          onChange={(e) => onPatch({ sort: e.currentTarget.value as ChartSettings['sort'] })}
        />
      )}
      {settings.type !== 'pie' && (
        <Switch
          size="sm"
          label={UI.logScale}
          description={UI.logScaleHint}
          checked={settings.logScale}
          onChange={(e) => onPatch({ logScale: e.currentTarget.checked })}
        />
      )}
      <TextInput
        size="xs"
        label={UI.title}
        value={settings.title}
        maxLength={200}
        onChange={(e) => onPatch({ title: e.currentTarget.value })}
      />
      {settings.type !== 'pie' && (
        <>
          <TextInput
            size="xs"
            label={UI.xTitle}
            value={settings.xTitle}
            maxLength={120}
            onChange={(e) => onPatch({ xTitle: e.currentTarget.value })}
          />
          <TextInput
            size="xs"
            label={UI.yTitle}
            value={settings.yTitle}
            maxLength={120}
            onChange={(e) => onPatch({ yTitle: e.currentTarget.value })}
          />
        </>
      )}
      <TextInput
        size="xs"
        label={UI.unit}
        value={settings.unit}
        maxLength={40}
        onChange={(e) => onPatch({ unit: e.currentTarget.value })}
      />
      <TextInput
        size="xs"
        label={UI.sourceLine}
        value={settings.sourceLine}
        maxLength={300}
        error={props.sourceError}
        onChange={(e) => onPatch({ sourceLine: e.currentTarget.value })}
      />
      <NativeSelect
        size="xs"
        label={UI.palette}
        value={settings.palette}
        data={(Object.keys(PALETTES) as PaletteName[]).map((name) => ({
          value: name,
          label: UI.paletteNames[name],
        }))}
        onChange={(e) => onPatch({ palette: e.currentTarget.value as PaletteName })}
      />
    </Stack>
  );
}
