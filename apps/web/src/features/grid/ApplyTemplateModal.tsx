import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlaylistAdd, IconReplace } from '@tabler/icons-react';
import { useState } from 'react';
import { STORY_MESSAGES, type StoryTemplate } from '@dsb/core';
import { serverText } from '../../lib/serverText/serverText';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';
import { gridMessages, templateSlideCount, templateWords } from './messages';
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
    if (!saved) showToast(serverText(STORY_MESSAGES.saveFailed), 'error');
    setTemplate(null);
    onClose();
  };

  const words = gridMessages.apply;
  return (
    <Modal opened={opened} onClose={close} title={words.title()} size="xl" centered>
      {!template ? (
        <Stack gap="md">
          <Text>{words.choose()}</Text>
          <TemplateCards onChoose={setTemplate} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Text fw={600}>{templateWords(template).title}</Text>
            <Text size="sm" c="dimmed">
              {templateSlideCount(template)}
            </Text>
          </Paper>
          <Text fw={500}>{words.how()}</Text>
          <Stack gap="xs">
            <Button
              leftSection={<IconPlaylistAdd size={18} aria-hidden />}
              onClick={() => void apply('add')}
              loading={busy === 'add'}
              disabled={busy !== null}
              justify="flex-start"
            >
              {words.add()}
            </Button>
            <Text size="xs" c="dimmed" ps="xs">
              {words.addHelp()}
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
              {words.replace()}
            </Button>
            <Text size="xs" c="dimmed" ps="xs">
              {words.replaceHelp()}
            </Text>
          </Stack>
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
              onClick={() => setTemplate(null)}
              disabled={busy !== null}
            >
              {words.chooseAnother()}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
