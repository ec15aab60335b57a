import { Badge, Card, Group, Loader, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { STORY_TEMPLATES, type StoryTemplate } from '@dsb/core';
import { gridMessages, templateSlideCount, templateWords } from './messages';

type Props = {
  onChoose: (template: StoryTemplate) => void;
  /** The template being applied or created (shows a spinner; all cards are disabled). */
  busyId?: string | null;
  selectedId?: string | null;
};

/** The four story templates as cards: title, description, 'Default' on blank, slide count. */
export function TemplateCards({ onChoose, busyId = null, selectedId = null }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {STORY_TEMPLATES.map((template) => {
        const selected = selectedId === template.id;
        const words = templateWords(template);
        return (
          <UnstyledButton
            key={template.id}
            onClick={() => onChoose(template)}
            disabled={busyId !== null}
            aria-pressed={selectedId === null ? undefined : selected}
            data-testid="template-card"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              opacity: busyId && !selected ? 0.6 : 1,
            }}
          >
            <Card
              withBorder
              radius="md"
              padding="md"
              h="100%"
              style={selected ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : {}}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
                <Title order={3} size="h5">
                  {words.title}
                </Title>
                {template.id === 'blank' && (
                  <Badge size="sm" variant="light">
                    {gridMessages.templates.default()}
                  </Badge>
                )}
                {busyId === template.id && (
                  <Loader size="xs" aria-label={gridMessages.templates.creating()} />
                )}
              </Group>
              <Text size="sm" c="dimmed" mb="xs">
                {words.description}
              </Text>
              <Text size="xs" fw={600} c="blue.8">
                {templateSlideCount(template)}
              </Text>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
