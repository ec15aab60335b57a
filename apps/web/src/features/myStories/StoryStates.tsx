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
import { myStoriesMessages } from './messages';

const t = myStoriesMessages.states;

/** Visitors: stories belong to an account. */
export function StoriesSignIn({ onSignIn }: { onSignIn: () => void }) {
  return (
    <EmptyState icon={<IconLock size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>{t.signInTitle()}</EmptyState.Title>
      <EmptyState.Description>{t.signInText()}</EmptyState.Description>
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
        <Text c="dimmed">{t.loading()}</Text>
      </Stack>
    </Center>
  );
}

export function StoriesError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <RetryAlert message={t.loadFailed()} retrying={retrying} onRetry={onRetry} />;
}

export function NoStories({ onCreate, onJoin }: { onCreate: () => void; onJoin: () => void }) {
  return (
    <EmptyState icon={<IconFolderOpen size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>{t.emptyTitle()}</EmptyState.Title>
      <EmptyState.Description>{t.emptyText()}</EmptyState.Description>
      {/* Centred like the text above when the two buttons wrap onto two rows (phones). */}
      <EmptyState.Actions style={{ justifyContent: 'center' }}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {t.create()}
        </Button>
        <Button
          variant="default"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={onJoin}
        >
          {t.joinGroupStory()}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function NoMatchingStories({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState icon={<IconSearchOff size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>{t.noResultsTitle()}</EmptyState.Title>
      <EmptyState.Description>{t.noResultsText()}</EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {t.clearSearch()}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
