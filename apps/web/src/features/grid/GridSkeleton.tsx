import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { gridMessages } from './messages';

/** Placeholder while the story loads, shaped like the grid so nothing jumps. */
export function GridSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="grid-skeleton">
      <VisuallyHidden role="status">{gridMessages.page.loading()}</VisuallyHidden>
      <Skeleton h={34} w="50%" radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding="sm">
            <Stack gap="sm">
              <Skeleton h={28} w={110} />
              <Group align="flex-start" wrap="nowrap">
                <Skeleton h={171} w={96} />
                <Stack gap="xs" style={{ flex: 1 }}>
                  <Skeleton h={36} />
                  <Skeleton h={84} />
                </Stack>
              </Group>
              <Skeleton h={36} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
