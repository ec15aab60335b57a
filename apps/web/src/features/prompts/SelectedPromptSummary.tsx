import { Paper, Text } from '@mantine/core';
import { promptMessages } from './messages';
import { usePromptStore } from './promptStore';

/** The selected prompt's big question, shown where a story is being built (no outer margins). */
export function SelectedPromptSummary() {
  const prompt = usePromptStore((s) => s.selectedPromptDetails);
  if (!prompt) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0">
      <Text fw={600} data-testid="selected-prompt">
        {promptMessages.summary({ question: prompt.bigQuestion })}
      </Text>
    </Paper>
  );
}
