import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** An honest placeholder for a screen that is not built yet, shown inside the real shell. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconTools size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        <Text size="sm" c="dimmed">
          This part of the app is coming soon.
        </Text>
      </Stack>
    </Paper>
  );
}
