import { Button, EmptyState } from '@mantine/core';
import { IconBookmark, IconLock } from '@tabler/icons-react';
import { RetryAlert } from '../../ui/RetryAlert';
import { SignInButton, useAuth } from '../auth';
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
        <SignInButton onClick={() => login()} />
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
      <RetryAlert
        message="Failed to load saved prompts. Please try again."
        retryLabel="Try again"
        onRetry={() => void saved.refetch()}
      />
    );
  if (saved.prompts.length === 0) return <NoSavedPrompts onBrowse={onBrowse} />;
  return <PromptGrid prompts={saved.prompts} showMatch={false} />;
}
