import { Alert, Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBookmark, IconBrandGoogle, IconLock } from '@tabler/icons-react';
import { useAuth } from '../auth';
import { PromptGrid, PromptGridSkeleton } from './PromptGrid';
import { useSavedPrompts } from './useSavedPrompts';

/** For visitors: saved prompts need an account. */
export function SavedSignInRequired() {
  const { login } = useAuth();
  return (
    <EmptyState icon={<IconLock size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>Sign in required</EmptyState.Title>
      <EmptyState.Description>
        Sign in to save big questions and find them here.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button leftSection={<IconBrandGoogle size={16} aria-hidden />} onClick={() => login()}>
          Sign in with Google
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function NoSavedPrompts({ onBrowse }: { onBrowse: () => void }) {
  return (
    <EmptyState icon={<IconBookmark size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>No saved prompts yet</EmptyState.Title>
      <EmptyState.Description>
        Press Save on a big question you like and it will wait for you here.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onBrowse}>
          Browse prompts
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** Saved: the user's saved prompts, newest first. */
export function SavedTab({ onBrowse }: { onBrowse: () => void }) {
  const { isAuthenticated } = useAuth();
  const saved = useSavedPrompts();
  if (!isAuthenticated) return <SavedSignInRequired />;
  // The local mirror renders at once; with nothing mirrored, wait for the server's answer.
  if (saved.isPending || (saved.isPlaceholderData && saved.prompts.length === 0))
    return <PromptGridSkeleton count={3} />;
  if (saved.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Failed to load saved prompts. Please try again.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (saved.prompts.length === 0) return <NoSavedPrompts onBrowse={onBrowse} />;
  return <PromptGrid prompts={saved.prompts} showMatch={false} />;
}
