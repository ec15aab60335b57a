import { ActionIcon, Button, Menu } from '@mantine/core';
import {
  IconArrowRight,
  IconBookmark,
  IconBookmarkFilled,
  IconDotsVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { Prompt } from '@dsb/core';
import { promptMessages } from './messages';
import type { PromptActions } from './usePromptActions';

/** Save/Saved toggle; for visitors it opens sign-in. */
export function SaveButton({ prompt, actions }: { prompt: Prompt; actions: PromptActions }) {
  const saved = actions.isSaved(prompt._id);
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      px="sm"
      leftSection={
        saved ? (
          <IconBookmarkFilled size={16} aria-hidden />
        ) : (
          <IconBookmark size={16} aria-hidden />
        )
      }
      title={saved ? promptMessages.card.unsaveTitle() : promptMessages.card.saveTitle()}
      onClick={() => actions.toggleSave(prompt)}
    >
      {saved ? promptMessages.card.saved() : promptMessages.card.save()}
    </Button>
  );
}

export function StartStoryButton({ prompt, actions }: { prompt: Prompt; actions: PromptActions }) {
  return (
    <Button
      px="sm"
      rightSection={<IconArrowRight size={16} aria-hidden className="dsb-mirror" />}
      loading={actions.startingId === prompt._id}
      onClick={() => actions.start(prompt)}
    >
      {promptMessages.card.start()}
    </Button>
  );
}

/** Admin-only menu on a card. */
export function PromptAdminMenu({
  onEdit,
  onDelete,
}: {
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={promptMessages.card.adminMenu()}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {promptMessages.card.edit()}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {promptMessages.card.delete()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
