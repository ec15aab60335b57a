import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlaylistAdd, IconReplace } from '@tabler/icons-react';
import { useState } from 'react';
import { STORY_MESSAGES, templateSlideCountLabel, type StoryTemplate } from '@dsb/core';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';
import { TemplateCards } from './TemplateCards';

type Mode = 'add' | 'replace';

/** 'Apply Template': pick a template, then add its slides at the end or replace all slides. */
export function ApplyTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [template, setTemplate] = useState<StoryTemplate | null>(null);
  const [busy, setBusy] = useState<Mode | null>(null);

  const close = () => {
    if (busy) return;
    setTemplate(null);
    onClose();
  };

  const apply = async (mode: Mode) => {
    if (!template) return;
    setBusy(mode);
    const saved = await storyStore.getState().applyTemplate(template.id, mode);
    setBusy(null);
    if (!saved) showToast(STORY_MESSAGES.saveFailed, 'error');
    setTemplate(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Apply Template" size="xl" centered>
      {!template ? (
        <Stack gap="md">
          <Text>Choose the template to apply to this story.</Text>
          <TemplateCards onChoose={setTemplate} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Text fw={600}>{template.title}</Text>
            <Text size="sm" c="dimmed">
              {templateSlideCountLabel(template)}
            </Text>
          </Paper>
          <Text fw={500}>How would you like to apply this template?</Text>
          <Stack gap="xs">
            <Button
              leftSection={<IconPlaylistAdd size={18} aria-hidden />}
              onClick={() => void apply('add')}
              loading={busy === 'add'}
              disabled={busy !== null}
              justify="flex-start"
            >
              Add to Existing Story
            </Button>
            <Text size="xs" c="dimmed" pl="xs">
              Keeps your slides and adds the template&apos;s slides at the end.
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={<IconReplace size={18} aria-hidden />}
              onClick={() => void apply('replace')}
              loading={busy === 'replace'}
              disabled={busy !== null}
              justify="flex-start"
            >
              Replace Entire Story
            </Button>
            <Text size="xs" c="dimmed" pl="xs">
              Removes all your slides, with their titles, scripts and designs, and starts over.
            </Text>
          </Stack>
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setTemplate(null)}
              disabled={busy !== null}
            >
              Choose another template
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
