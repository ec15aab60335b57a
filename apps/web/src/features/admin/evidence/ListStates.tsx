import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { RetryAlert } from '../../../ui/RetryAlert';

/** Shared loading, error and empty states of the evidence and article lists. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="gray.7">{text}</Text>
      </Group>
    </Center>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry: () => void }) {
  return <RetryAlert message={text} retryLabel="Try again" onRetry={onRetry} />;
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" py="xl" px="md" bg="gray.0">
      <Stack align="center" gap={6}>
        <IconInbox size={28} aria-hidden color="var(--mantine-color-gray-7)" />
        <Text ta="center" c="gray.7" data-testid="empty-state">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
