import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useRef, memo } from 'react';
import { FeedbackMarkers } from '../feedback';
import { ReplacedNotices } from '../stories';
import { useEditor } from './EditorContext';
import { editorMessages } from './messages';
import { useFitZoom, usePinchZoom } from './useCanvasZoom';

/**
 * The slide canvas (375 x 667, white), centred in a scrollable area. React renders only the empty
 * host; Fabric owns everything inside it. With `fit` (phones and tablets) the slide is zoomed to
 * fit the area; on touch screens two fingers pinch to zoom and pan. The zoom buttons are in the
 * header (ToolHeader, PhoneHeader).
 */
export const CanvasArea = memo(function CanvasArea({
  loading,
  fit = false,
}: {
  loading: boolean;
  fit?: boolean;
}) {
  const editor = useEditor();
  const host = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const padding = fit ? 8 : 16;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    editor.mount(element);
    editor.zoom('reset'); // a new canvas starts at 100%; the status says so too
    return () => void editor.dispose();
  }, [editor]);
  useFitZoom(area, editor, fit, { x: 2 * padding, y: 2 * padding });
  usePinchZoom(area, host, editor);

  return (
    <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
      <Box
        ref={area}
        // Two fingers zoom and pan the slide here, not the page (usePinchZoom).
        style={{ position: 'absolute', inset: 0, overflow: 'auto', touchAction: 'none' }}
        bg="gray.1"
        data-testid="canvas-scroll"
      >
        <Box
          style={{
            display: 'flex',
            minHeight: '100%',
            minWidth: 'fit-content',
            padding,
          }}
        >
          {/* The slide's own box: the teacher's markers lie over it, outside Fabric's canvas. */}
          <Box style={{ margin: 'auto', position: 'relative' }}>
            <Box
              ref={host}
              // Tab reaches the slide; focus there selects its objects in turn (issue #18).
              tabIndex={0}
              className="mantine-focus-auto"
              aria-label={editorMessages.canvas.aria()}
              role="region"
              data-testid="slide-canvas"
              style={{
                background: 'white',
                boxShadow: '0 1px 4px rgba(0,0,0,0.15)',
              }}
            />
            <FeedbackMarkers />
          </Box>
        </Box>
      </Box>
      {loading && (
        <Center pos="absolute" inset={0} role="status" aria-label={editorMessages.canvas.loading()}>
          <Loader />
        </Center>
      )}
      <ReplacedNotices />
    </Box>
  );
});
