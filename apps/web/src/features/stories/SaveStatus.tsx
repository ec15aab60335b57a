import { Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { STORY_MESSAGES } from '@dsb/core';
import { serverText } from '../../lib/serverText/serverText';
import { showToast } from '../../ui/toast';
import { LIVE_MESSAGES, STORY_UI_MESSAGES, storyMessages } from './messages';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

/** Saves now, telling the student what happens ('Unsaved' is clickable). */
export async function saveNow(): Promise<boolean> {
  showToast(STORY_UI_MESSAGES.savingChanges);
  const saved = await storyStore.getState().save();
  // An ended session has its own dialog.
  if (!saved && !storyStore.getState().signedOut)
    showToast(serverText(STORY_MESSAGES.saveFailed), 'error');
  return saved;
}

/** Live editing without a connection: what is kept, and that it is saved when it comes back. */
function OfflineStatus() {
  const pending = useStory((s) => s.isDirty);
  const kept = useStory((s) => s.keptOnDevice);
  const label = !pending
    ? LIVE_MESSAGES.offline
    : kept
      ? LIVE_MESSAGES.offlineKept
      : LIVE_MESSAGES.offlineNotKept;
  return (
    <Tooltip label={LIVE_MESSAGES.offlineHelp} multiline w={240}>
      <Group gap={6} wrap="nowrap" role="status" tabIndex={0}>
        <IconCloudOff size={16} color="var(--mantine-color-orange-8)" aria-hidden />
        <Text size="sm" c="orange.9">
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}

/**
 * The header's save status (docs/product/stories.md): 'Saving...', 'Unsaved' (a button that saves)
 * or 'Saved'; edited live without a connection, 'Offline: changes kept on this device'. It only
 * says Saved when the server has the latest change in its database.
 */
export function SaveStatus() {
  const hasStory = useStory((s) => s.story !== null);
  const offline = useStory((s) => s.live !== null && s.offline);
  const isSaving = useStory((s) => s.isSaving);
  const isDirty = useStory((s) => s.isDirty || !s.story?._id);
  const saveError = useStory((s) => s.saveError);
  if (!hasStory) return null;

  let content;
  if (offline) {
    content = <OfflineStatus />;
  } else if (isSaving) {
    content = (
      <Group gap={6} wrap="nowrap" role="status">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          {storyMessages.saving()}
        </Text>
      </Group>
    );
  } else if (isDirty) {
    content = (
      <Tooltip
        label={saveError ? serverText(saveError) : storyMessages.unsavedHelp()}
        multiline
        w={240}
      >
        <Button
          size="compact-sm"
          variant="light"
          color={saveError ? 'red' : 'yellow'}
          leftSection={<IconAlertCircle size={14} aria-hidden />}
          onClick={() => void saveNow()}
        >
          {storyMessages.unsaved()}
        </Button>
      </Tooltip>
    );
  } else {
    content = (
      <Group gap={6} wrap="nowrap" role="status">
        <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" c="dimmed">
          {storyMessages.saved()}
        </Text>
      </Group>
    );
  }
  return (
    <div data-testid="save-status" aria-live="polite">
      {content}
    </div>
  );
}
