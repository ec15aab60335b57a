import { Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { STORY_MESSAGES } from '@dsb/core';
import { showToast } from '../../ui/toast';
import { STORY_UI_MESSAGES } from './messages';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

/** Saves now, telling the student what happens ('Unsaved' is clickable). */
export async function saveNow(): Promise<boolean> {
  showToast(STORY_UI_MESSAGES.savingChanges);
  const saved = await storyStore.getState().save();
  const { conflict, signedOut } = storyStore.getState();
  // A conflict or an ended session has its own dialog.
  if (!saved && !conflict && !signedOut) showToast(STORY_MESSAGES.saveFailed, 'error');
  return saved;
}

/**
 * The header's save status (docs/product/stories.md): 'Saving...', 'Unsaved' (a button that saves)
 * or 'Saved'. It only says Saved when the server has acknowledged the latest change.
 */
export function SaveStatus() {
  const hasStory = useStory((s) => s.story !== null);
  // A save the server could not take for now is still under way: autosave retries it.
  const isSaving = useStory((s) => s.isSaving || (s.retrying && s.isDirty));
  const isDirty = useStory((s) => s.isDirty || !s.story?._id);
  const saveError = useStory((s) => s.saveError);
  if (!hasStory) return null;

  let content;
  if (isSaving) {
    content = (
      <Group gap={6} wrap="nowrap" role="status">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          Saving...
        </Text>
      </Group>
    );
  } else if (isDirty) {
    content = (
      <Tooltip
        label={saveError ?? 'You have unsaved changes. Click to save now.'}
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
          Unsaved
        </Button>
      </Tooltip>
    );
  } else {
    content = (
      <Group gap={6} wrap="nowrap" role="status">
        <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" c="dimmed">
          Saved
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
