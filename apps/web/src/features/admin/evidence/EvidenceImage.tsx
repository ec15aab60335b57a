import { Box, Center, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { MANAGE_TEXT } from './messages';

type Props = {
  src: string | null;
  label: string;
  /** Opens the image preview; without it the image is only shown. */
  onPreview?: () => void;
  height: number | string;
  width?: number | string;
};

/** A chart's thumbnail; clicking (or Enter on) it opens the full-screen preview. */
export function EvidenceImage({ src, label, onPreview, height, width = '100%' }: Props) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <Center
        h={height}
        w={width}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      >
        <Box ta="center" c="gray.7">
          <IconPhotoOff size={20} aria-hidden />
          <Text size="xs">{MANAGE_TEXT.noImage}</Text>
        </Box>
      </Center>
    );
  }
  const image = (
    <img
      src={src}
      alt={onPreview ? '' : label}
      loading="lazy"
      onError={() => setBroken(true)}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        background: 'var(--mantine-color-gray-0)',
      }}
    />
  );
  if (!onPreview) {
    return (
      <Box h={height} w={width} style={{ flexShrink: 0 }}>
        {image}
      </Box>
    );
  }
  return (
    <UnstyledButton
      onClick={onPreview}
      aria-label={`Preview image: ${label}`}
      className="mantine-focus-auto"
      h={height}
      w={width}
      style={{ display: 'block', flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {image}
    </UnstyledButton>
  );
}
