import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconEraser, IconHighlight, IconBrush, IconPencil, IconPointer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  BRUSH_TRANSPARENCY,
  BRUSH_WEIGHT,
  DRAW_TOOLS,
  activeBrush,
  type DrawTool,
} from '../../../editor/model';
import { ColorField } from '../ColorField';
import { formatNumber } from '../../../i18n';
import { useEditorUi } from '../editorUi';
import { panelMessages } from './messages';

const M = panelMessages.draw;

const ICONS: Record<DrawTool, ReactNode> = {
  select: <IconPointer size={16} aria-hidden />,
  pen: <IconPencil size={16} aria-hidden />,
  marker: <IconBrush size={16} aria-hidden />,
  highlighter: <IconHighlight size={16} aria-hidden />,
  eraser: <IconEraser size={16} aria-hidden />,
};

/**
 * Draw tab (docs/product/editor.md): Select, Pen, Marker, Highlighter and Eraser, with colour,
 * weight (1-20) and transparency (0-100) for the brushes. The eraser removes the topmost object
 * under a click.
 */
export function DrawPanel() {
  const draw = useEditorUi((s) => s.draw);
  const dispatch = useEditorUi((s) => s.drawEvent);
  const brush = activeBrush(draw);
  return (
    <Stack gap="md">
      <Stack gap={6} role="group" aria-label={M.group()}>
        {DRAW_TOOLS.map((tool) => (
          <Button
            key={tool}
            variant={draw.tool === tool ? 'filled' : 'default'}
            justify="flex-start"
            leftSection={ICONS[tool]}
            aria-pressed={draw.tool === tool}
            onClick={() => dispatch({ type: 'selectTool', tool })}
          >
            {M.tools[tool]()}
          </Button>
        ))}
      </Stack>
      {brush && (
        <Stack gap="sm" data-testid="brush-settings">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {M.colour()}
            </Text>
            <ColorField
              label={M.brushColour()}
              value={brush.color}
              onCommit={(color) => dispatch({ type: 'setColor', color })}
            />
          </Group>
          <Text size="sm" fw={500}>
            {M.weight({ weight: brush.weight })}
          </Text>
          <Slider
            aria-label={M.brushWeight()}
            min={BRUSH_WEIGHT.min}
            max={BRUSH_WEIGHT.max}
            step={BRUSH_WEIGHT.step}
            value={brush.weight}
            onChange={(weight) => dispatch({ type: 'setWeight', weight })}
          />
          <Text size="sm" fw={500}>
            {M.transparency({
              level: formatNumber(brush.transparency / 100, { style: 'percent' }),
            })}
          </Text>
          <Slider
            aria-label={M.brushTransparency()}
            min={BRUSH_TRANSPARENCY.min}
            max={BRUSH_TRANSPARENCY.max}
            step={BRUSH_TRANSPARENCY.step}
            value={brush.transparency}
            onChange={(transparency) => dispatch({ type: 'setTransparency', transparency })}
          />
        </Stack>
      )}
      {draw.tool === 'eraser' && (
        <Text size="sm" c="dimmed">
          {M.eraserHint()}
        </Text>
      )}
    </Stack>
  );
}
