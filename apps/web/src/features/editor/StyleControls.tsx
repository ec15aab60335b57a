import { ActionIcon, Button, Group, NativeSelect, Slider, Text, Tooltip } from '@mantine/core';
import { IconBold, IconCrop } from '@tabler/icons-react';
import { useState } from 'react';
import { BORDER_WIDTH, OPACITY, TEXT_SIZES, type Range, type StylePatch } from '../../editor/model';
import type { SelectionInfo } from '../../editor/fabric';
import { ColorField } from './ColorField';
import { useEditor } from './EditorContext';

/** A slider that previews while dragging and applies once, when let go (one undo step). */
function StyleSlider({
  label,
  short,
  value,
  range,
  onCommit,
  format = String,
}: {
  label: string;
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
      <Text
        size="xs"
        w={20}
        ta="right"
        data-testid={`${label.toLowerCase().replace(/ /g, '-')}-value`}
      >
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
        <Tooltip label="Bold">
          <ActionIcon
            variant={style.bold ? 'filled' : 'default'}
            size="md"
            aria-label="Bold"
            aria-pressed={style.bold}
            onClick={() => apply({ fontWeight: style.bold ? 'normal' : 'bold' })}
          >
            <IconBold size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <LabelledColor
          label="Text colour"
          short="Colour"
          value={style.fill}
          onCommit={(fill) => apply({ fill })}
        />
        <NativeSelect
          aria-label="Font size"
          size="xs"
          w={80}
          value={String(style.fontSize)}
          data={TEXT_SIZES.map((size) => ({ value: String(size), label: `${size} px` }))}
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
            label="Fill colour"
            short="Fill"
            value={style.fill}
            onCommit={(fill) => apply({ fill })}
          />
        )}
        <LabelledColor
          label="Border colour"
          short="Border"
          value={style.stroke}
          onCommit={(stroke) => apply({ stroke })}
        />
        <StyleSlider
          label="Border width"
          short="Width"
          value={style.strokeWidth}
          range={BORDER_WIDTH}
          onCommit={(strokeWidth) => apply({ strokeWidth })}
        />
        <StyleSlider
          label="Opacity"
          short="Opacity"
          value={style.opacity}
          range={OPACITY}
          onCommit={(opacity) => apply({ opacity })}
          format={(v) => v.toFixed(1)}
        />
      </Group>
    );
  }
  if (kind === 'image') {
    return (
      <Group gap="xs" wrap="nowrap">
        <StyleSlider
          label="Border width"
          short="Width"
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
          Crop
        </Button>
      </Group>
    );
  }
  return null;
}
