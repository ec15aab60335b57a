import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { AiConfig, AiInstructionKind, UserSettings } from '@dsb/core';
import { useCallback, useMemo, useState } from 'react';
import { apiFetch, errorMessage } from '../../lib/http';
import { noticeFor, savedValue, shownText, withSavedInstructions } from './instructionsState';
import { aiHelpMessages } from './messages';
import { aiConfigKey, useAiConfig } from './useAiConfig';

/** The settings modal's query of GET /api/me/settings (features/editor/useToolSettings.ts). */
const userSettingsKey = ['me', 'settings'] as const;

type Outcome = { status: string; saved: string | null; error: unknown };

/**
 * One kind of AI Instructions being read and edited (docs/product/ai-help.md), for the slide
 * assistant's settings panel and the chart tutor's AI Instructions modal: kept per user on the
 * server (PUT /api/me/settings aiInstructions; null is Reset to Default), so they follow the pupil.
 *
 * A save fetches nothing again: the PUT's answer goes straight into the cached config and
 * settings (a refetch after each save showed the old text meanwhile, and when it failed the load
 * error replaced the whole editor, 'Instructions saved.' with it). The outcome of the latest save
 * is read from the mutation cache, not component state, so the notice stays until the pupil types
 * again even if the editor is mounted anew meanwhile.
 */
export function useAiInstructions(kind: AiInstructionKind) {
  const queryClient = useQueryClient();
  const config = useAiConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const mutationKey = useMemo(() => ['aiInstructions', kind] as const, [kind]);

  const mutation = useMutation({
    mutationKey,
    mutationFn: (text: string | null) =>
      apiFetch<UserSettings>(
        '/api/me/settings',
        { method: 'PUT', json: { aiInstructions: { [kind]: text } } },
        aiHelpMessages.instructions.saveFailed(),
      ),
    onSuccess: (settings, text) => {
      queryClient.setQueryData<AiConfig>(aiConfigKey, (current) =>
        current ? withSavedInstructions(current, kind, settings) : current,
      );
      queryClient.setQueryData<UserSettings>(userSettingsKey, settings);
      // Text typed after pressing Save stays; what was saved is now the stored text.
      setDraft((typed) => (text === null || typed === text ? null : typed));
    },
  });

  const latest = useMutationState<Outcome>({
    filters: { mutationKey },
    select: (m) => ({
      status: m.state.status,
      saved: (m.state.variables as string | null | undefined) ?? null,
      error: m.state.error,
    }),
  }).at(-1);

  /** Forgets finished saves: their notice or error is no longer shown. */
  const dismiss = useCallback(() => {
    const cache = queryClient.getMutationCache();
    for (const finished of cache.findAll({
      mutationKey,
      predicate: (m) => m.state.status !== 'pending',
    }))
      cache.remove(finished);
  }, [queryClient, mutationKey]);

  const entry = config.data?.instructions[kind];
  const text = shownText(draft, entry);
  const pending = latest?.status === 'pending';
  return {
    // A failed fetch that finds the config already loaded leaves the editor as it is.
    status: config.data ? 'ready' : config.isError ? 'error' : 'loading',
    loadError: config.isError
      ? errorMessage(config.error, aiHelpMessages.instructions.loadFailed())
      : null,
    reloading: config.isFetching,
    reload: () => void config.refetch(),
    text,
    defaultText: entry?.default ?? '',
    edit: (next: string) => {
      setDraft(next);
      dismiss();
    },
    /** Saves the text shown (blank text is Reset to Default). */
    save: (onSaved?: () => void) =>
      mutation.mutate(savedValue(text), { onSuccess: () => onSaved?.() }),
    reset: () => mutation.mutate(null),
    /** Which button's request is on its way. */
    saving: pending ? (latest.saved === null ? 'reset' : 'save') : null,
    notice: latest?.status === 'success' ? noticeFor(latest.saved) : null,
    error:
      latest?.status === 'error'
        ? errorMessage(latest.error, aiHelpMessages.instructions.saveFailed())
        : null,
    dismiss,
  } as const;
}

export type AiInstructionsEditor = ReturnType<typeof useAiInstructions>;
