import { Button, EmptyState } from '@mantine/core';
import { IconBookmark, IconLock } from '@tabler/icons-react';
import { RetryAlert } from '../../ui/RetryAlert';
import { SignInButton, useAuth } from '../auth';
import { promptMessages } from './messages';
import { PromptGrid, PromptGridSkeleton } from './PromptGrid';
import { useSavedPrompts } from './useSavedPrompts';

/** For visitors: saved prompts need an account. */
export function SavedSignInRequired() {
  const { login } = useAuth();
  return (
    <EmptyState icon={<IconLock size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>{promptMessages.saved.signInTitle()}</EmptyState.Title>
      <EmptyState.Description>{promptMessages.saved.signInText()}</EmptyState.Description>
      <EmptyState.Actions>
        <SignInButton onClick={() => login()} />
      </EmptyState.Actions>
    </EmptyState>
  );
}

function NoSavedPrompts({ onBrowse }: { onBrowse: () => void }) {
  return (
    <EmptyState icon={<IconBookmark size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>{promptMessages.saved.emptyTitle()}</EmptyState.Title>
      <EmptyState.Description>{promptMessages.saved.emptyText()}</EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onBrowse}>
          {promptMessages.saved.browse()}
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
        message={promptMessages.saved.loadFailed()}
        retryLabel={promptMessages.browse.tryAgain()}
        onRetry={() => void saved.refetch()}
      />
    );
  if (saved.prompts.length === 0) return <NoSavedPrompts onBrowse={onBrowse} />;
  return <PromptGrid prompts={saved.prompts} showMatch={false} />;
}
