import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Prompt } from '@dsb/core';
import { useDeletePrompt } from './usePromptAdmin';

type Props = { prompt: Prompt | null; opened: boolean; onClose: () => void };

/** Asks before an admin deletes a prompt for everyone. */
export function DeletePromptModal({ prompt, opened, onClose }: Props) {
  const remove = useDeletePrompt();
  return (
    <Modal opened={opened && prompt !== null} onClose={onClose} title="Delete Prompt" centered>
      {prompt && (
        <Stack gap="md">
          <Text>Are you sure you want to delete this prompt? This action cannot be undone.</Text>
          <Text fw={600}>{prompt.bigQuestion}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(prompt, { onSuccess: onClose })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
