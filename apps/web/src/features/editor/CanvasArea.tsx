import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useRef, memo } from 'react';
import { useEditor } from './EditorContext';
import { ZoomControls } from './ZoomControls';

/**
 * The slide canvas (375 x 667, white), centred in a scrollable area. React renders only the empty
 * host; Fabric owns everything inside it.
 */
export const CanvasArea = memo(function CanvasArea({ loading }: { loading: boolean }) {
  const editor = useEditor();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    editor.mount(element);
    return () => void editor.dispose();
  }, [editor]);

  return (
    <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
      <Box
        style={{ position: 'absolute', inset: 0, overflow: 'auto' }}
        bg="gray.1"
        data-testid="canvas-scroll"
      >
        <Box style={{ display: 'flex', minHeight: '100%', minWidth: 'fit-content', padding: 16 }}>
          <Box
            ref={host}
            // Tab reaches the slide; focus there selects its objects in turn (issue #18).
            tabIndex={0}
            className="mantine-focus-auto"
            aria-label="Slide canvas"
            role="region"
            data-testid="slide-canvas"
            style={{
              margin: 'auto',
              background: 'white',
              boxShadow: '0 1px 4px rgba(0,0,0,0.15)',
            }}
          />
        </Box>
      </Box>
      <ZoomControls />
      {loading && (
        <Center pos="absolute" inset={0} role="status" aria-label="Loading slide">
          <Loader />
        </Center>
      )}
    </Box>
  );
});
