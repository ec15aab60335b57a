import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROMPT_MANAGER_MESSAGES } from '@dsb/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { promptKeys } from '../../prompts';
import { fetchPromptCheck, processPromptBatch, promptManagerKeys, type ProcessKind } from './api';
import { idsToProcess, runInBatches, runSummary, type BatchProgress } from './batches';

/** The Prompt Manager's failure messages. */
export const EMBEDDING_ERRORS = {
  check: 'Failed to check prompts without embeddings',
  generate: 'Failed to generate keywords',
  regenerate: 'Failed to regenerate keywords',
} as const;

const UNREACHABLE = 'The server could not be reached.';

/** The line under the buttons after an action: a failure, a note, or what was done. */
export type EmbeddingOutcome =
  | { tone: 'error'; title: string; detail: string }
  | { tone: 'info'; text: string }
  | { tone: 'success'; text: string };

export type EmbeddingOptions = {
  /** 'only list prompts without keywords/embeddings (don't create them)' */
  checkOnly: boolean;
  /** 'include prompts that already have keywords when regenerating' */
  includeWithKeywords: boolean;
};

/**
 * The Embeddings tab (docs/product/admin-prompts.md): the check as a query, and the two actions,
 * which send the listed ids (or every id) in batches with progress and reload the check afterwards.
 */
export function useEmbeddings({ checkOnly, includeWithKeywords }: EmbeddingOptions) {
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: promptManagerKeys.check(includeWithKeywords),
    queryFn: () => fetchPromptCheck(includeWithKeywords),
  });
  const [running, setRunning] = useState<ProcessKind | 'check' | null>(null);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [outcome, setOutcome] = useState<EmbeddingOutcome | null>(null);

  const freshCheck = () =>
    queryClient.fetchQuery({
      queryKey: promptManagerKeys.check(includeWithKeywords),
      queryFn: () => fetchPromptCheck(includeWithKeywords),
      staleTime: 0,
    });

  /** Check Prompts: lists what is missing (the query shows its own error). */
  const runCheck = async () => {
    if (running) return;
    setOutcome(null);
    setRunning('check');
    try {
      await freshCheck();
    } catch {
      // The list area shows the check's error with Try again.
    } finally {
      setRunning(null);
    }
  };

  const runProcess = async (kind: ProcessKind) => {
    if (running) return;
    setOutcome(null);
    setRunning(kind);
    try {
      let listed;
      try {
        listed = await freshCheck();
      } catch {
        return; // shown by the list area as the check's error
      }
      if (checkOnly) {
        setOutcome({ tone: 'info', text: 'Listed only: nothing was created.' });
        return;
      }
      const ids = idsToProcess(listed, includeWithKeywords);
      if (ids.length === 0) {
        setOutcome({ tone: 'info', text: PROMPT_MANAGER_MESSAGES.noPromptsToProcess });
        return;
      }
      try {
        const totals = await runInBatches(
          ids,
          (batch) => processPromptBatch(kind, batch),
          setProgress,
        );
        setOutcome({ tone: 'success', text: runSummary(kind, totals) });
      } catch (error) {
        setOutcome({
          tone: 'error',
          title: EMBEDDING_ERRORS[kind],
          detail: errorMessage(error, UNREACHABLE),
        });
      } finally {
        // Keywords feed the storyteller's search: its cached answers are out of date.
        void queryClient.invalidateQueries({ queryKey: promptKeys.all });
        // Every action reloads the check afterwards (also after a partial run).
        void queryClient.invalidateQueries({ queryKey: promptManagerKeys.all });
      }
    } finally {
      setProgress(null);
      setRunning(null);
    }
  };

  return { check, running, progress, outcome, runCheck, runProcess };
}
