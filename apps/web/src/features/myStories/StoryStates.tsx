import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import {
  IconFolderOpen,
  IconLock,
  IconPlus,
  IconSearchOff,
  IconUsersGroup,
} from '@tabler/icons-react';
import { RetryAlert } from '../../ui/RetryAlert';
import { SignInButton } from '../auth';

/** Visitors: stories belong to an account. */
export function StoriesSignIn({ onSignIn }: { onSignIn: () => void }) {
  return (
    <EmptyState icon={<IconLock size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>Sign in to view your stories</EmptyState.Title>
      <EmptyState.Description>Your data stories are saved to your account.</EmptyState.Description>
      <EmptyState.Actions>
        <SignInButton onClick={onSignIn} />
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function StoriesLoading() {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">Loading your stories...</Text>
      </Stack>
    </Center>
  );
}

export function StoriesError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <RetryAlert
      message="Failed to load stories. Please try again."
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

export function NoStories({ onCreate, onJoin }: { onCreate: () => void; onJoin: () => void }) {
  return (
    <EmptyState icon={<IconFolderOpen size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>No stories yet</EmptyState.Title>
      <EmptyState.Description>
        Start a data story and it will be waiting for you here.
      </EmptyState.Description>
      {/* Centred like the text above when the two buttons wrap onto two rows (phones). */}
      <EmptyState.Actions style={{ justifyContent: 'center' }}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          Create Story
        </Button>
        <Button
          variant="default"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={onJoin}
        >
          Join a group story
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function NoMatchingStories({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState icon={<IconSearchOff size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>No results found</EmptyState.Title>
      <EmptyState.Description>Try adjusting your search terms</EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          Clear Search
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
