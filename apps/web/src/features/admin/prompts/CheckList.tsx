import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PromptCheckItem } from '@dsb/core';
import { scriptPreview } from './drafts';

/** Each listed prompt with its big question, id, topics, script preview and keywords. */
export function CheckList({ prompts }: { prompts: PromptCheckItem[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Prompts">
      {prompts.map((prompt) => (
        <li key={prompt._id}>
          <CheckListItem prompt={prompt} />
        </li>
      ))}
    </Stack>
  );
}

function CheckListItem({ prompt }: { prompt: PromptCheckItem }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="prompt-check-item">
      <Stack gap={6}>
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {prompt.bigQuestion}
        </Title>
        <Text size="xs" c="gray.7" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          ID: {prompt._id}
        </Text>
        <Group gap={6} aria-label="Topics">
          {prompt.topics.map((topic) => (
            <Badge key={topic.topicTag} variant="light" tt="none">
              {topic.topicLabel}
            </Badge>
          ))}
          {!prompt.hasEmbedding && (
            <Badge variant="light" color="orange" tt="none">
              No embedding
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {scriptPreview(prompt.promptScript)}
        </Text>
        <KeywordChips keywords={prompt.keywords} />
      </Stack>
    </Paper>
  );
}

/** Keywords as chips, or a plain note when there are none yet. */
export function KeywordChips({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) {
    return (
      <Text size="sm" c="gray.7" fs="italic">
        No keywords
      </Text>
    );
  }
  return (
    <Group gap={4} aria-label="Keywords" role="list">
      {keywords.map((keyword) => (
        <Badge key={keyword} role="listitem" variant="default" tt="none" fw={500}>
          {keyword}
        </Badge>
      ))}
    </Group>
  );
}
