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
  const words = { settings, onPatch };
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
        {UI.suggest()}
      </Button>
      <NativeSelect
        size="xs"
        label={UI.chartType()}
        description={pie ? undefined : UI.pieHint()}
        value={settings.type}
        data={types.map((type) => ({ value: type, label: UI.typeNamesChart[type]() }))}
        onChange={(e) => onPatch({ type: e.currentTarget.value as ChartSettings['type'] })}
      />
      <NativeSelect
        size="xs"
        label={UI.x()}
        value={settings.x}
        data={options(data.columns)}
        onChange={(e) => {
          const x = e.currentTarget.value;
          onPatch({ x, color: settings.color === x ? null : settings.color });
        }}
      />
      <Checkbox.Group
        size="xs"
        label={UI.y()}
        description={UI.yHint()}
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
          label={UI.color()}
          value={settings.color ?? ''}
          data={[{ value: '', label: UI.none() }, ...options(categories)]}
          onChange={(e) => onPatch({ color: e.currentTarget.value || null })}
        />
      )}
      {isBar && (
        <NativeSelect
          size="xs"
          label={UI.sort()}
          value={settings.sort}
          data={(['none', 'descending', 'ascending'] as const).map((sort) => ({
            value: sort,
            label: UI.sortNames[sort](),
          }))}
          onChange={(e) => onPatch({ sort: e.currentTarget.value as ChartSettings['sort'] })}
        />
      )}
      {settings.type !== 'pie' && (
        <Switch
          size="sm"
          label={UI.logScale()}
          description={UI.logScaleHint()}
          checked={settings.logScale}
          onChange={(e) => onPatch({ logScale: e.currentTarget.checked })}
        />
      )}
      <WordsField field="title" label={UI.title()} max={200} {...words} />
      {settings.type !== 'pie' && (
        <>
          <WordsField field="xTitle" label={UI.xTitle()} max={120} {...words} />
          <WordsField field="yTitle" label={UI.yTitle()} max={120} {...words} />
        </>
      )}
      <WordsField field="unit" label={UI.unit()} max={40} {...words} />
      <WordsField
        field="sourceLine"
        label={UI.sourceLine()}
        max={300}
        error={props.sourceError}
        {...words}
      />
      <NativeSelect
        size="xs"
        label={UI.palette()}
        value={settings.palette}
        data={(Object.keys(PALETTES) as PaletteName[]).map((name) => ({
          value: name,
          label: UI.paletteNames[name](),
        }))}
        onChange={(e) => onPatch({ palette: e.currentTarget.value as PaletteName })}
      />
    </Stack>
  );
}

type WordsKey = 'title' | 'xTitle' | 'yTitle' | 'unit' | 'sourceLine';

/** One of the chart's words (a title, the unit, the source line), written into its setting. */
function WordsField(props: {
  field: WordsKey;
  label: string;
  max: number;
  error?: string | null;
  settings: ChartSettings;
  onPatch: Patch;
}) {
  const { field } = props;
  return (
    <TextInput
      size="xs"
      label={props.label}
      value={props.settings[field]}
      maxLength={props.max}
      error={props.error}
      onChange={(e) => props.onPatch({ [field]: e.currentTarget.value })}
    />
  );
}
