import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notStartedNames } from './classFormat';
import { LINK_FEEDBACK_MESSAGES as M } from './messages';

/** The pupils who opened the class link and have not started a story (docs/product/feedback.md). */
export function NotStartedList({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="class-not-started"
      data-testid="class-not-started"
    >
      <Stack gap="xs">
        <Title order={3} size="h4" id="class-not-started">
          {M.notStartedTitle()}
        </Title>
        <Text size="sm" c="gray.7">
          {M.notStartedCount({ count: names.length })}
        </Text>
        <List listStyleType="none" spacing={4} p={0}>
          {notStartedNames(names).map((name, i) => (
            <List.Item key={`${name}-${i}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                  {M.progress.notStarted()}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
