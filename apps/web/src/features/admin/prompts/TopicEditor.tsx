import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { Topic } from '@dsb/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { addTopic, addTopicProblem, isLastTopic, removeTopic } from './topicEditing';

type Props = { topics: Topic[]; onChange: (topics: Topic[]) => void; disabled?: boolean };

/**
 * Topics add/remove (docs/product/admin-prompts.md): an empty input adds General, the last topic
 * cannot be removed. Enter in the input adds the topic instead of submitting the form.
 */
export function TopicEditor({ topics, onChange, disabled = false }: Props) {
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const last = isLastTopic(topics);

  const add = () => {
    const result = addTopic(topics, input);
    if (!result.ok) return setProblem(addTopicProblem(result.reason, input));
    setProblem(null);
    setInput('');
    onChange(result.topics);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Topics
      </Text>
      <Group gap={6} role="list" aria-label="Topics of this prompt">
        {topics.map((topic) => (
          <Badge
            key={topic.topicTag}
            role="listitem"
            size="lg"
            variant="light"
            tt="none"
            pe={last ? undefined : 3}
            rightSection={
              last ? undefined : (
                <ActionIcon
                  size="xs"
                  radius="xl"
                  variant="transparent"
                  color="dark"
                  aria-label={`Remove topic ${topic.topicLabel}`}
                  onClick={() => onChange(removeTopic(topics, topic.topicTag))}
                  disabled={disabled}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              )
            }
          >
            {topic.topicLabel}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="gray.7">
        {last ? 'At least one topic is required; the last one cannot be removed. ' : ''}
        An empty topic adds General.
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="New topic"
          placeholder="Add a topic"
          value={input}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          error={problem}
          maxLength={60}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled}
        >
          Add
        </Button>
      </Group>
    </Stack>
  );
}
