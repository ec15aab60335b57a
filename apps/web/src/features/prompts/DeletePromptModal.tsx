import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Prompt } from '@dsb/core';
import { promptMessages } from './messages';
import { useDeletePrompt } from './usePromptAdmin';

type Props = { prompt: Prompt | null; opened: boolean; onClose: () => void };

/** Asks before an admin deletes a prompt for everyone. */
export function DeletePromptModal({ prompt, opened, onClose }: Props) {
  const remove = useDeletePrompt();
  const words = promptMessages.admin;
  return (
    <Modal
      opened={opened && prompt !== null}
      onClose={onClose}
      title={words.deleteTitle()}
      centered
    >
      {prompt && (
        <Stack gap="md">
          <Text>{words.deleteConfirm()}</Text>
          <Text fw={600}>{prompt.bigQuestion}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {words.cancel()}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(prompt, { onSuccess: onClose })}
            >
              {words.delete()}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
