import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CurrentUserResponse } from '@dsb/core';
import { currentUserQueryKey, useAuth } from '../auth';
import { STORY_UI_MESSAGES, storyMessages } from './messages';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

/**
 * Shown when a save found the session ended (signed out elsewhere, or suspended by an admin):
 * says so, offers Sign in, and saves the kept change once the student is signed in again. The
 * page is told who is signed in now, so it stops showing the old name. The app's root mounts it
 * once the first such save happened (signedOutSignal.ts), so it outlives the story page.
 */
export function SignedOutNotice() {
  const signedOut = useStory((s) => s.signedOut);
  const { isAuthenticated, login } = useAuth();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // A new sign-out shows the notice again even if the last one was put away.
  const [shownFor, setShownFor] = useState(signedOut);
  if (shownFor !== signedOut) {
    setShownFor(signedOut);
    setDismissed(false);
  }

  useEffect(() => {
    if (!signedOut) return;
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }).then(() => {
      // Already signed in again (e.g. in another tab): save at once.
      const now = queryClient.getQueryData<CurrentUserResponse>(currentUserQueryKey);
      if (now?.isAuthenticated) void storyStore.getState().resumeAfterSignIn();
    });
  }, [signedOut, queryClient]);

  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    const was = wasAuthenticated.current;
    wasAuthenticated.current = isAuthenticated;
    if (isAuthenticated && !was && storyStore.getState().signedOut)
      void storyStore.getState().resumeAfterSignIn();
  }, [isAuthenticated]);

  return (
    <Modal
      opened={signedOut && !dismissed}
      onClose={() => setDismissed(true)}
      title={STORY_UI_MESSAGES.signedOutTitle}
      centered
    >
      <Stack gap="md">
        <Text>{STORY_UI_MESSAGES.signedOutBody}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDismissed(true)}>
            {storyMessages.signedOutNotice.notNow()}
          </Button>
          <Button data-autofocus onClick={() => login(location.pathname + location.search)}>
            {storyMessages.signedOutNotice.signIn()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
