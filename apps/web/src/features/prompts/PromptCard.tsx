import { Anchor, Badge, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { Prompt } from '@dsb/core';
import { formatMatch, primaryTopicLabel } from './format';
import { PromptAdminMenu, SaveButton, StartStoryButton } from './PromptCardButtons';
import { ScriptPreview } from './ScriptPreview';
import type { PromptActions } from './usePromptActions';

export type PromptCardProps = {
  prompt: Prompt;
  /** Smart search: show the similarity as a percent match. */
  showMatch: boolean;
  actions: PromptActions;
  onOpen: (prompt: Prompt) => void;
  onEdit: (prompt: Prompt) => void;
  onDelete: (prompt: Prompt) => void;
};

export function PromptCard({
  prompt,
  showMatch,
  actions,
  onOpen,
  onEdit,
  onDelete,
}: PromptCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={prompt.bigQuestion}
      data-testid="prompt-card"
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={6}>
            <Badge variant="light">{primaryTopicLabel(prompt)}</Badge>
            {showMatch && prompt.similarity !== undefined && (
              <Badge variant="light" color="teal">
                {formatMatch(prompt.similarity)}
              </Badge>
            )}
          </Group>
          {actions.isAdmin && (
            <PromptAdminMenu onEdit={() => onEdit(prompt)} onDelete={() => onDelete(prompt)} />
          )}
        </Group>
        <Title order={2} size="h4" lh={1.3}>
          <Anchor
            component="button"
            type="button"
            c="inherit"
            ta="start"
            // The library's own words keep their direction in a right-to-left interface.
            dir="auto"
            fz="inherit"
            fw="inherit"
            lh="inherit"
            onClick={() => onOpen(prompt)}
          >
            {prompt.bigQuestion}
          </Anchor>
        </Title>
        <ScriptPreview script={prompt.promptScript} />
        <Group gap="xs" mt="auto" pt="xs">
          <SaveButton prompt={prompt} actions={actions} />
          <StartStoryButton prompt={prompt} actions={actions} />
        </Group>
      </Stack>
    </Card>
  );
}

export function PromptCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Stack gap="sm">
        <Skeleton h={20} w={80} radius="xl" />
        <Skeleton h={22} w="90%" />
        <Skeleton h={22} w="60%" />
        <Skeleton h={12} mt="xs" />
        <Skeleton h={12} />
        <Skeleton h={12} w="75%" />
        <Group gap="sm" mt="sm">
          <Skeleton h={36} w={90} />
          <Skeleton h={36} w={160} />
        </Group>
      </Stack>
    </Card>
  );
}
