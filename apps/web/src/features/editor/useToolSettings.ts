import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserSettings, UserSettingsUpdate } from '@dsb/core';
import { apiFetch, errorMessage } from '../../lib/http';
import { useAuth } from '../auth';
import { editorMessages } from './messages';
import { readSettings, writeSettings } from './settings';

const M = editorMessages.settings;

export const toolSettingsKey = ['me', 'settings'] as const;

const fetchSettings = () => apiFetch<UserSettings>('/api/me/settings', {}, M.loadFailed());
const saveSettings = (change: UserSettingsUpdate) =>
  apiFetch<UserSettings>('/api/me/settings', { method: 'PUT', json: change }, M.saveFailed());

/** A message without its full stop, to go on with a second sentence. */
const clause = (message: string) => message.replace(/[.\s]+$/, '');

/** What the settings modal changes (AI Instructions have their own dialog). */
export type ToolSettingChange = Partial<Pick<UserSettings, 'agentGuidance' | 'headlinesEnabled'>>;

export type ToolSettings = {
  settings: UserSettings;
  /** Signed in and still loading from the server. */
  loading: boolean;
  /** Why the server's settings could not be loaded or saved (this device's are shown then). */
  problem: string | null;
  change: (change: ToolSettingChange) => void;
};

/**
 * The settings modal's values (docs/product/settings.md): the signed-in user's are kept on the
 * server so they follow a pupil across devices (GET/PUT /api/me/settings); a visitor's stay on this
 * device. A change shows at once; if the server refuses it, the server's settings are shown again.
 */
export function useToolSettings(enabled: boolean): ToolSettings {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState(() => readSettings(localStorage));
  // Changes on their way to the server, shown at once: a controlled checkbox or radio must not
  // spring back for a moment after the click.
  const [unsaved, setUnsaved] = useState<ToolSettingChange>({});
  const server = useQuery({
    queryKey: toolSettingsKey,
    queryFn: fetchSettings,
    enabled: enabled && isAuthenticated,
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationKey: toolSettingsKey,
    mutationFn: saveSettings,
    // The server's answer, unless a later change is on its way (it must not be undone on screen).
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: toolSettingsKey }) <= 1)
        queryClient.setQueryData(toolSettingsKey, saved);
    },
    // Refused or lost: show what the server really has.
    onError: () => queryClient.invalidateQueries({ queryKey: toolSettingsKey }),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: toolSettingsKey }) <= 1) setUnsaved({});
    },
  });

  if (!isAuthenticated)
    return {
      settings: local,
      loading: false,
      problem: null,
      change: (change) => setLocal(writeSettings(localStorage, change)),
    };
  const problem = server.isError
    ? M.loadProblem({ reason: clause(errorMessage(server.error, M.loadFailed())) })
    : save.isError
      ? M.saveProblem({ reason: clause(errorMessage(save.error, M.saveFailed())) })
      : null;
  return {
    settings: { ...(server.data ?? local), ...unsaved },
    loading: server.isPending,
    problem,
    change: (change) => {
      if (server.data) {
        setUnsaved((current) => ({ ...current, ...change }));
        save.mutate(change);
      } else setLocal(writeSettings(localStorage, change)); // the server is unreachable: this device
    },
  };
}
