import { ActionIcon, Group, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { MAX_SCRIPT_LENGTH } from '@dsb/core';
import { storyStore, useStory } from '../stories';
import { useEditorUi } from './editorUi';
import { ScriptSpeech } from './panels/ScriptSpeech';

/** The collapsible script panel on the right (spec 1 §2), open by default. */
export function ScriptPanel({ slideIndex }: { slideIndex: number }) {
  const open = useEditorUi((s) => s.scriptOpen);
  const toggle = useEditorUi((s) => s.toggleScript);
  const script = useStory((s) => s.story?.slides[slideIndex]?.script ?? '');

  if (!open) {
    return (
      <Stack p={6} style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
        <Tooltip label="Show script" position="left">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Show script"
            onClick={toggle}
          >
            <IconLayoutSidebarRightExpand size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    );
  }
  return (
    <Stack
      component="aside"
      aria-label="Script"
      w={264}
      p="md"
      gap="sm"
      style={{ borderLeft: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          Script
        </Title>
        <Tooltip label="Hide script" position="left">
          <ActionIcon variant="subtle" color="gray" aria-label="Hide script" onClick={toggle}>
            <IconLayoutSidebarRightCollapse size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Textarea
        aria-label="Slide script"
        placeholder="Add script for this slide..."
        value={script}
        onChange={(event) =>
          storyStore.getState().updateSlide(slideIndex, { script: event.currentTarget.value })
        }
        maxLength={MAX_SCRIPT_LENGTH}
        autosize
        minRows={10}
        maxRows={22}
      />
      <Text size="xs" c="dimmed" ta="right">
        {script.length} / {MAX_SCRIPT_LENGTH}
      </Text>
      <ScriptSpeech script={script} slideIndex={slideIndex} />
    </Stack>
  );
}
