import { Button, Center, Group, Modal, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

export type PreviewImage = { src: string; label: string };

/** The image preview (docs/product/admin-evidence.md): full screen, with Open in New Tab. */
export function ImagePreviewModal({
  image,
  onClose,
}: {
  image: PreviewImage | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      fullScreen
      title={
        <Text fw={600} lineClamp={1}>
          {image?.label}
        </Text>
      }
      styles={{ title: { minWidth: 0, flex: 1 } }}
    >
      {image && (
        <>
          <Group justify="flex-end" mb="sm">
            <Button
              component="a"
              href={image.src}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open in New Tab
            </Button>
          </Group>
          <Center h="calc(100dvh - 140px)">
            <img
              src={image.src}
              alt={image.label}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          </Center>
        </>
      )}
    </Modal>
  );
}
