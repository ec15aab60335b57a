import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateFromArticleResponse, PromptCreate } from '@dsb/core';
import { useCallback, useState } from 'react';
import { promptKeys } from '../../prompts';
import { createPrompt, generateFromArticle, promptManagerKeys } from './api';
import { keyDrafts, withoutDraft, type DraftEntry } from './drafts';

/** The Generate tab's failure messages. */
export const DRAFT_ERRORS = {
  generate: 'Failed to generate prompts',
  save: 'Failed to save prompt',
} as const;

/**
 * The Generate tab's state (docs/product/admin-prompts.md): input, generating, results. Each
 * generation replaces the results; a saved draft leaves them, and with none left the results hide.
 */
export function useDrafts() {
  const [drafts, setDrafts] = useState<DraftEntry[]>([]);
  const [article, setArticle] = useState<GenerateFromArticleResponse['article'] | null>(null);
  const [generation, setGeneration] = useState(0);

  const generate = useMutation({
    mutationFn: generateFromArticle,
    onMutate: () => {
      setDrafts([]);
      setArticle(null);
    },
    onSuccess: (answer) => {
      const next = generation + 1;
      setGeneration(next);
      setDrafts(keyDrafts(answer.prompts, next));
      setArticle(answer.article);
    },
  });

  const remove = useCallback(
    (key: string) => setDrafts((current) => withoutDraft(current, key)),
    [],
  );

  return { drafts, article: drafts.length > 0 ? article : null, generate, remove };
}

/**
 * Add to Collection and Save Prompt: POST /api/admin/prompts. One per card and modal, so two
 * drafts can be added at once, each showing its own state.
 */
export function useSaveDraft(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromptCreate) => createPrompt(body),
    onSuccess: () => {
      // The storyteller's lists and searches, the check list and the statistics all changed.
      void queryClient.invalidateQueries({ queryKey: promptKeys.all });
      void queryClient.invalidateQueries({ queryKey: promptManagerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      onSaved();
    },
  });
}
