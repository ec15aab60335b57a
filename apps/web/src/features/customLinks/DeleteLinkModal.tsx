import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CustomLink } from '@dsb/core';

/**
 * Deleting asks for confirmation (docs/product/custom-links.md); the pupils' stories stay theirs.
 */
export function DeleteLinkModal({
  link,
  deleting,
  onCancel,
  onConfirm,
}: {
  link: CustomLink | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const name = link?.name?.trim() || 'Unnamed Link';
  return (
    <Modal
      opened={link !== null}
      onClose={() => !deleting && onCancel()}
      title="Delete this custom link?"
      centered
      transitionProps={{ duration: 300 }}
    >
      <Stack gap="md">
        <Text size="sm">
          &lsquo;{name}&rsquo; will stop working for anyone who has it. Your pupils keep their
          stories, but you will no longer see them in the class view.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Delete Link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
