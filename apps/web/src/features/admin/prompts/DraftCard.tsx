import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconInfoTriangle, IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { KeywordChips } from './CheckList';
import { promptBodyFor, type DraftEntry } from './drafts';
import { initialTopics } from './topicEditing';
import { DRAFT_ERRORS, useSaveDraft } from './useDrafts';

/** An extractive draft's notice, shown first and prominently: it is not an AI draft. */
export function DraftNotice({ notice }: { notice: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoTriangle size={18} aria-hidden />}
      data-testid="draft-notice"
      styles={{ message: { fontWeight: 600 } }}
    >
      {notice}
    </Alert>
  );
}

type Props = { draft: DraftEntry; index: number; onEdit: () => void; onSaved: () => void };

/**
 * A drafted prompt in the results with Edit and Add to Collection (docs/product/admin-prompts.md).
 */
export function DraftCard({ draft, index, onEdit, onSaved }: Props) {
  const save = useSaveDraft(onSaved);
  const headingId = `draft-${draft.key}-question`;
  const add = () => {
    const checked = promptBodyFor(draft, { ...draft, topics: initialTopics(draft.topics) });
    // A draft always has text; should one ever not, the edit modal shows which field is missing.
    if (!checked.ok) return onEdit();
    save.mutate(checked.body);
  };

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid="prompt-draft"
    >
      <Stack gap="sm">
        {draft.notice && <DraftNotice notice={draft.notice} />}
        <Text size="xs" c="gray.7" fw={500}>
          Draft {index + 1}
        </Text>
        <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {draft.bigQuestion}
        </Title>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="draft-script"
        >
          {draft.promptScript}
        </Text>
        <Group gap={6} aria-label="Topics">
          {draft.topics.map((topic) => (
            <Badge key={topic.topicTag} variant="light" tt="none">
              {topic.topicLabel}
            </Badge>
          ))}
        </Group>
        <KeywordChips keywords={draft.keywords} />
        {draft.sourceURL && (
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            Source:{' '}
            <Anchor href={draft.sourceURL} target="_blank" rel="noreferrer noopener" size="xs">
              {draft.sourceURL}
            </Anchor>
          </Text>
        )}
        {save.isError && (
          <Alert
            color="red"
            title={DRAFT_ERRORS.save}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            {errorMessage(save.error, 'The server could not be reached.')}
          </Alert>
        )}
        <Group gap="sm" justify="flex-end" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconEdit size={18} aria-hidden />}
            onClick={onEdit}
            disabled={save.isPending}
          >
            Edit
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={add}
            loading={save.isPending}
          >
            Add to Collection
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
