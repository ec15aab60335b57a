import { ActionIcon, Button, Group, NativeSelect, Slider, Text, Tooltip } from '@mantine/core';
import { IconBold, IconCrop } from '@tabler/icons-react';
import { useState } from 'react';
import { BORDER_WIDTH, OPACITY, TEXT_SIZES, type Range, type StylePatch } from '../../editor/model';
import type { SelectionInfo } from '../../editor/fabric';
import { ColorField } from './ColorField';
import { formatNumber } from '../../i18n';
import { useEditor } from './EditorContext';
import { editorMessages } from './messages';

const M = editorMessages.style;
const whole = (value: number) => formatNumber(value);
const tenths = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A slider that previews while dragging and applies once, when let go (one undo step). */
function StyleSlider({
  label,
  testId,
  short,
  value,
  range,
  onCommit,
  format = whole,
}: {
  label: string;
  /** Names its value for the tests, in English whatever the language ('border-width'). */
  testId: string;
  /** The word shown before it ('Width'); `label` is its accessible name. */
  short: string;
  value: number;
  range: Range;
  onCommit: (value: number) => void;
  format?: (value: number) => string;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value); // the selection changed: show its value
    setDraft(value);
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {short}
      </Text>
      <Slider
        thumbLabel={label}
        w={56}
        size="sm"
        min={range.min}
        max={range.max}
        step={range.step}
        value={draft}
        onChange={setDraft}
        onChangeEnd={onCommit}
        label={format}
      />
      <Text size="xs" w={20} ta="end" data-testid={`${testId}-value`}>
        {format(draft)}
      </Text>
    </Group>
  );
}

function LabelledColor(props: {
  label: string;
  short: string;
  value: string;
  onCommit: (color: string) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {props.short}
      </Text>
      <ColorField label={props.label} value={props.value} onCommit={props.onCommit} />
    </Group>
  );
}

/** The sub-toolbar's style controls for the selection's kind (docs/product/editor.md). */
export function StyleControls({ selection }: { selection: SelectionInfo }) {
  const editor = useEditor();
  const { kind, style } = selection;
  const apply = (patch: StylePatch) => void editor.run('setStyle', patch);

  if (kind === 'text') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={M.bold()}>
          <ActionIcon
            variant={style.bold ? 'filled' : 'default'}
            size="md"
            aria-label={M.bold()}
            aria-pressed={style.bold}
            onClick={() => apply({ fontWeight: style.bold ? 'normal' : 'bold' })}
          >
            <IconBold size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <LabelledColor
          label={M.textColour()}
          short={M.colour()}
          value={style.fill}
          onCommit={(fill) => apply({ fill })}
        />
        <NativeSelect
          aria-label={M.fontSize()}
          size="xs"
          w={80}
          value={String(style.fontSize)}
          data={TEXT_SIZES.map((size) => ({ value: String(size), label: M.pixels({ size }) }))}
          onChange={(event) => apply({ fontSize: Number(event.currentTarget.value) })}
        />
      </Group>
    );
  }
  if (kind === 'shape' || kind === 'line') {
    return (
      <Group gap="xs" wrap="nowrap">
        {kind === 'shape' && (
          <LabelledColor
            label={M.fillColour()}
            short={M.fill()}
            value={style.fill}
            onCommit={(fill) => apply({ fill })}
          />
        )}
        <LabelledColor
          label={M.borderColour()}
          short={M.border()}
          value={style.stroke}
          onCommit={(stroke) => apply({ stroke })}
        />
        <StyleSlider
          label={M.borderWidth()}
          testId="border-width"
          short={M.width()}
          value={style.strokeWidth}
          range={BORDER_WIDTH}
          onCommit={(strokeWidth) => apply({ strokeWidth })}
        />
        <StyleSlider
          label={M.opacity()}
          testId="opacity"
          short={M.opacity()}
          value={style.opacity}
          range={OPACITY}
          onCommit={(opacity) => apply({ opacity })}
          format={tenths}
        />
      </Group>
    );
  }
  if (kind === 'image') {
    return (
      <Group gap="xs" wrap="nowrap">
        <StyleSlider
          label={M.borderWidth()}
          testId="border-width"
          short={M.width()}
          value={style.strokeWidth}
          range={BORDER_WIDTH}
          onCommit={(strokeWidth) => apply({ strokeWidth })}
        />
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconCrop size={16} aria-hidden />}
          onClick={() => void editor.run('crop')}
          disabled={selection.count !== 1}
        >
          {M.crop()}
        </Button>
      </Group>
    );
  }
  return null;
}
