import { Box, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { memo } from 'react';
import { formatNumber } from '../../i18n';
import { useEditor, useEditorStatus } from './EditorContext';
import { editorMessages } from './messages';
import { ToolButton } from './SubToolbar';

/**
 * Zoom out, the zoom level (click resets it) and zoom in; also Ctrl -, Ctrl 0 and Ctrl +
 * (docs/product/editor.md). In the header by the slide's name, never over the canvas (it would
 * cover the slide).
 */
export const ZoomControls = memo(function ZoomControls() {
  const editor = useEditor();
  const zoom = useEditorStatus((s) => s.zoom);
  const run = (name: string) => () => void editor.run(name);
  const M = editorMessages.zoom;
  const level = formatNumber(Math.round(zoom * 100) / 100, { style: 'percent' });
  return (
    <Box
      style={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}
      role="group"
      aria-label={M.group()}
    >
      <ToolButton
        label={M.out()}
        icon={<IconZoomOut size={18} aria-hidden />}
        onClick={run('zoomOut')}
      />
      <Tooltip label={M.reset()} openDelay={300}>
        <Text
          component="button"
          type="button"
          size="xs"
          w={44}
          ta="center"
          onClick={run('zoomReset')}
          data-testid="zoom-level"
          // Starts with the percentage it shows (WCAG 2.5.3 Label in Name).
          aria-label={M.resetAria({ level })}
          style={{ border: 0, background: 'none', cursor: 'pointer' }}
        >
          {level}
        </Text>
      </Tooltip>
      <ToolButton
        label={M.in()}
        icon={<IconZoomIn size={18} aria-hidden />}
        onClick={run('zoomIn')}
      />
    </Box>
  );
});
