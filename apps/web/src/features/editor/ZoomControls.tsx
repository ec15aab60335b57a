import { Paper, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { memo } from 'react';
import { useEditor, useEditorStatus } from './EditorContext';
import { ToolButton } from './SubToolbar';

/**
 * Zoom out, the zoom level (click resets it) and zoom in; also Ctrl -, Ctrl 0 and Ctrl + (spec 1
 * §9). Floats over the canvas area's corner, or (`inline`, the phone's header) sits in a row.
 */
export const ZoomControls = memo(function ZoomControls({ inline = false }: { inline?: boolean }) {
  const editor = useEditor();
  const zoom = useEditorStatus((s) => s.zoom);
  const run = (name: string) => () => void editor.run(name);
  return (
    <Paper
      shadow={inline ? undefined : 'sm'}
      radius="md"
      withBorder={!inline}
      p={2}
      {...(inline ? {} : { pos: 'absolute' as const, right: 12, bottom: 12 })}
      style={{ display: 'flex', alignItems: 'center', zIndex: 2, flexShrink: 0 }}
      role="group"
      aria-label="Zoom"
    >
      <ToolButton
        label="Zoom Out"
        icon={<IconZoomOut size={18} aria-hidden />}
        onClick={run('zoomOut')}
      />
      <Tooltip label="Reset Zoom" openDelay={300}>
        <Text
          component="button"
          type="button"
          size="xs"
          w={44}
          ta="center"
          onClick={run('zoomReset')}
          data-testid="zoom-level"
          aria-label="Reset Zoom"
          style={{ border: 0, background: 'none', cursor: 'pointer' }}
        >
          {Math.round(zoom * 100)}%
        </Text>
      </Tooltip>
      <ToolButton
        label="Zoom In"
        icon={<IconZoomIn size={18} aria-hidden />}
        onClick={run('zoomIn')}
      />
    </Paper>
  );
});
