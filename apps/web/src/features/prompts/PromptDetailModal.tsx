import { Anchor, Badge, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { normalizeTopic, type Prompt } from '@dsb/core';
import { SaveButton, StartStoryButton } from './PromptCardButtons';
import { promptMessages } from './messages';
import type { PromptActions } from './usePromptActions';

type Props = {
  prompt: Prompt | null;
  opened: boolean;
  onClose: () => void;
  actions: PromptActions;
};

/** The whole prompt: full script, topics, keywords and source, with Save and Start. */
export function PromptDetailModal({ prompt, opened, onClose, actions }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened && prompt !== null}
      onClose={onClose}
      size="lg"
      fullScreen={narrow}
      title={prompt && <bdi>{prompt.bigQuestion}</bdi>}
      styles={{
        title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700, lineHeight: 1.3 },
      }}
    >
      {prompt && (
        <Stack gap="md">
          <Group gap={6}>
            {prompt.topics.map((topic) => {
              const { topicTag, topicLabel } = normalizeTopic(topic);
              return (
                <Badge key={topicTag} variant="light">
                  {topicLabel}
                </Badge>
              );
            })}
          </Group>
          <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {prompt.promptScript}
          </Text>
          {prompt.article_context && (
            <Text size="sm" c="dimmed" dir="auto">
              {prompt.article_context}
            </Text>
          )}
          {prompt.keywords.length > 0 && (
            <div>
              <Text size="sm" fw={600} mb={6}>
                {promptMessages.detail.keywords()}
              </Text>
              <Group gap={6}>
                {prompt.keywords.map((keyword) => (
                  <Badge key={keyword} variant="outline" color="gray" tt="none">
                    {keyword}
                  </Badge>
                ))}
              </Group>
            </div>
          )}
          {prompt.sourceURL && (
            <Anchor href={prompt.sourceURL} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                {promptMessages.detail.viewSource()}
                <IconExternalLink size={14} aria-hidden />
                <VisuallyHidden>{promptMessages.detail.newTab()}</VisuallyHidden>
              </Group>
            </Anchor>
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <SaveButton prompt={prompt} actions={actions} />
            <StartStoryButton prompt={prompt} actions={actions} />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
