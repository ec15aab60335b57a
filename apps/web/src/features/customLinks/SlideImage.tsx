import { AspectRatio, Box, Center, Image, Skeleton, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CanvasObject } from '@dsb/core';
import { renderSlideImage } from '../previews';
import { linkMessages } from './messages';

const SLIDE_RATIO = 375 / 667;

/**
 * A read-only picture of a slide: its stored preview, else the slide drawn from its objects by
 * the previews' static renderer; 'Empty slide' or 'Image unavailable' otherwise.
 */
export function SlideImage({
  previewImage,
  canvasState,
  label,
  width = 220,
}: {
  previewImage: string | null;
  canvasState: readonly unknown[];
  label: string;
  width?: number | string;
}) {
  const [drawn, setDrawn] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  });
  const needsDrawing = !previewImage && canvasState.length > 0;

  useEffect(() => {
    if (!needsDrawing) return;
    const controller = new AbortController();
    let url: string | null = null;
    renderSlideImage(canvasState as CanvasObject[], controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setDrawn({ url, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The slide could not be drawn', error);
        setDrawn({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [needsDrawing, canvasState]);

  let content;
  const src = previewImage ?? drawn.url;
  if (src) content = <Image src={src} alt={label} fit="contain" h="100%" />;
  else if (needsDrawing && !drawn.failed)
    content = <Skeleton h="100%" radius={0} aria-label={linkMessages.viewer.drawing({ label })} />;
  else
    content = (
      <Center h="100%" bg="gray.0" role="img" aria-label={label}>
        <Text size="sm" c="gray.7">
          {needsDrawing ? linkMessages.viewer.imageUnavailable() : linkMessages.viewer.emptySlide()}
        </Text>
      </Center>
    );
  return (
    <Box
      w={width}
      maw="100%"
      style={{
        flexShrink: 0,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        background: 'white',
      }}
      data-testid="class-slide-image"
    >
      <AspectRatio ratio={SLIDE_RATIO}>{content}</AspectRatio>
    </Box>
  );
}
