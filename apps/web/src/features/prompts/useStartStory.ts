import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCAL_STORAGE_KEYS, type Prompt } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { promptMessages } from './messages';
import { selectPromptById } from './selectPrompt';

/**
 * 'Start data story': a signed-in user gets the prompt selected and goes to /grid; a visitor is
 * sent to sign in with the prompt remembered (AuthEvents then goes to /grid and
 * PromptSelectionEffects selects it).
 */
export function useStartStory() {
  const { isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  const start = useCallback(
    async (prompt: Prompt) => {
      if (!isAuthenticated) {
        try {
          localStorage.setItem(LOCAL_STORAGE_KEYS.pendingPromptId, prompt._id);
        } catch {
          // storage blocked: the user signs in and chooses again
        }
        login();
        return;
      }
      setStartingId(prompt._id);
      try {
        await selectPromptById(prompt._id);
        void navigate('/grid');
      } catch (error) {
        showToast(errorMessage(error, promptMessages.errors.fetchPrompt()), 'error');
      } finally {
        setStartingId(null);
      }
    },
    [isAuthenticated, login, navigate],
  );

  return { start, startingId };
}
