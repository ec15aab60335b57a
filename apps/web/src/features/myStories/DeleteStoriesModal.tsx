import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { deleteConfirmation } from './model';

type Props = {
  opened: boolean;
  count: number;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before the selected stories are deleted (docs/product/stories.md). */
export function DeleteStoriesModal({ opened, count, deleting, onConfirm, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={deleting ? () => undefined : onClose}
      title={count === 1 ? 'Delete Story' : 'Delete Stories'}
      centered
    >
      <Stack gap="md">
        <Text>{deleteConfirmation(count)}</Text>
        <Text size="sm" c="dimmed">
          This action cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
