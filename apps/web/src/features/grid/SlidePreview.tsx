import { AspectRatio, Box, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Slide } from '@dsb/core';
import { gridMessages } from './messages';

/** Slide canvas proportions (375 x 667). */
const SLIDE_RATIO = 375 / 667;
const THUMB_WIDTH = 96;

/** The slide's preview image, a shimmer while one is generated, or 'No preview'. */
export function SlidePreview({
  slide,
  number,
  generating = false,
}: {
  slide: Slide;
  number: number;
  generating?: boolean;
}) {
  let content;
  if (generating) {
    content = (
      <Skeleton h="100%" radius="sm" aria-label={gridMessages.preview.generating({ n: number })} />
    );
  } else if (slide.previewImage) {
    content = (
      <Image
        src={slide.previewImage}
        alt={gridMessages.preview.alt({ n: number })}
        fit="cover"
        h="100%"
        loading="lazy"
      />
    );
  } else {
    content = (
      <Center h="100%" bg="gray.0">
        <Stack gap={2} align="center">
          <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text size="xs" c="dimmed">
            {gridMessages.preview.none()}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Box
      w={THUMB_WIDTH}
      style={{
        flexShrink: 0,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        background: 'white',
      }}
      data-testid="slide-preview"
    >
      <AspectRatio ratio={SLIDE_RATIO}>{content}</AspectRatio>
    </Box>
  );
}
