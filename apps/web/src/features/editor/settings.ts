import {
  AGENT_GUIDANCE_LEVELS,
  DEFAULT_USER_SETTINGS,
  type AgentGuidance,
  type UserSettings,
} from '@dsb/core';

/**
 * The settings modal's values on this device (docs/product/settings.md): the signed-out
 * fallback. Signed-in users keep them on the server (useToolSettings.ts); the levels, labels
 * and defaults are core's (userSettings.ts).
 */
export type EditorSettings = UserSettings;

export const SETTINGS_KEYS = {
  agentGuidance: 'dsb-agent-guidance',
  headlines: 'dsb-enable-headlines',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage can be blocked (private mode, policies): fall back to defaults
  }
}

/** The stored settings; anything missing or unknown reads as the default. */
export function readSettings(storage: KeyValueStorage): EditorSettings {
  const guidance = safeGet(storage, SETTINGS_KEYS.agentGuidance);
  return {
    agentGuidance: AGENT_GUIDANCE_LEVELS.includes(guidance as AgentGuidance)
      ? (guidance as AgentGuidance)
      : DEFAULT_USER_SETTINGS.agentGuidance,
    headlinesEnabled: safeGet(storage, SETTINGS_KEYS.headlines) === 'true',
  };
}

/** Stores the given settings; returns the settings now in force. */
export function writeSettings(
  storage: KeyValueStorage,
  change: Partial<EditorSettings>,
): EditorSettings {
  try {
    if (change.agentGuidance !== undefined)
      storage.setItem(SETTINGS_KEYS.agentGuidance, change.agentGuidance);
    if (change.headlinesEnabled !== undefined)
      storage.setItem(SETTINGS_KEYS.headlines, String(change.headlinesEnabled));
  } catch (error) {
    console.warn('Settings could not be stored', error);
  }
  return { ...readSettings(storage), ...change };
}
