import { Center, Image } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';

type Props = { src: string | null; h: number; w?: number | string };

/** The first slide's preview, or a neutral placeholder when there is none or it fails to load. */
export function StoryThumbnail({ src, h, w = '100%' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc)
    return (
      <Image
        src={src}
        alt=""
        h={h}
        w={w}
        fit="contain"
        bg="gray.1"
        loading="lazy"
        onError={() => setFailedSrc(src)}
      />
    );
  return (
    <Center h={h} w={w} bg="gray.1" c="gray.5" data-testid="story-placeholder">
      <IconPresentation size={Math.min(40, h / 2)} stroke={1.5} aria-hidden />
    </Center>
  );
}
