import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { myStoriesMessages } from './messages';
import { deleteConfirmation } from './model';

const t = myStoriesMessages.deleteModal;

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
      title={t.title({ count })}
      centered
    >
      <Stack gap="md">
        <Text>{deleteConfirmation(count)}</Text>
        <Text size="sm" c="dimmed">
          {t.cannotUndo()}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {t.cancel()}
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            {t.delete()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
