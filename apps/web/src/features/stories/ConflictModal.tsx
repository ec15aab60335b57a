import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { STORY_MESSAGES } from '@dsb/core';
import { showToast } from '../../ui/toast';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatTime(iso: string | undefined): string {
  if (!iso) return 'unknown time';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'unknown time' : timeFormat.format(date);
}

function VersionCard(props: { heading: string; slides: number; detail: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Title order={3} size="h5">
        {props.heading}
      </Title>
      <Text size="sm">{props.slides === 1 ? '1 slide' : `${props.slides} slides`}</Text>
      <Text size="sm" c="dimmed">
        {props.detail}
      </Text>
    </Paper>
  );
}

/**
 * Shown when a save found a newer version on the server (409): the student chooses which version
 * survives. It cannot be dismissed without a choice, so neither version is dropped silently.
 */
export function ConflictModal() {
  const conflict = useStory((s) => s.conflict);
  const mine = useStory((s) => s.story);
  const [busy, setBusy] = useState<'reload' | 'keepMine' | null>(null);

  const choose = async (choice: 'reload' | 'keepMine') => {
    setBusy(choice);
    const ok = await storyStore.getState().resolveConflict(choice);
    setBusy(null);
    if (!ok && !storyStore.getState().conflict) showToast(STORY_MESSAGES.saveFailed, 'error');
  };

  return (
    <Modal
      opened={conflict !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="This story changed somewhere else"
      centered
      size="lg"
    >
      {conflict && mine && (
        <Stack gap="md">
          <Text>
            This story was saved from another tab or device after you opened it. Choose which
            version to keep. Reloading theirs discards the changes you made here; keeping yours
            replaces theirs.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <VersionCard
              heading="Your version (this tab)"
              slides={mine.slides.length}
              detail={`Unsaved changes, based on the version of ${formatTime(mine.updatedAt)}`}
              testId="conflict-mine"
            />
            <VersionCard
              heading="Their version"
              slides={conflict.slides.length}
              detail={`Saved ${formatTime(conflict.updatedAt)}`}
              testId="conflict-theirs"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void choose('reload')}
              loading={busy === 'reload'}
              disabled={busy !== null}
            >
              Reload their version
            </Button>
            <Button
              data-autofocus
              onClick={() => void choose('keepMine')}
              loading={busy === 'keepMine'}
              disabled={busy !== null}
            >
              Keep my version
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
