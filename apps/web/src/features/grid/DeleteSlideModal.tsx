import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../ui/toast';
import { STORY_UI_MESSAGES, storyStore } from '../stories';
import { gridMessages } from './messages';

type Props = { index: number | null; onClose: () => void };

/** Asks before a slide is deleted; the deletion is saved at once (docs/product/slide-grid.md). */
export function DeleteSlideModal({ index, onClose }: Props) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (index === null) return;
    setBusy(true);
    const ok = await storyStore.getState().removeSlide(index);
    setBusy(false);
    if (!ok) showToast(STORY_UI_MESSAGES.deleteSlideFailed, 'error');
    onClose();
  };

  return (
    <Modal
      opened={index !== null}
      onClose={() => !busy && onClose()}
      title={
        index === null
          ? gridMessages.deleteModal.title()
          : gridMessages.deleteModal.titleNumbered({ n: index + 1 })
      }
      centered
    >
      <Stack gap="md">
        <Text>{STORY_UI_MESSAGES.confirmDeleteSlide}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {gridMessages.deleteModal.cancel()}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {gridMessages.deleteModal.delete()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
