/**
 * The editor's settings modal (spec 3 §2): agent guidance level and the developer switch for the
 * headlines feature, kept in local storage on this device.
 */

export const AGENT_GUIDANCE_LEVELS = ['minimal', 'default', 'maximum'] as const;
export type AgentGuidance = (typeof AGENT_GUIDANCE_LEVELS)[number];

export const AGENT_GUIDANCE_LABELS: Readonly<Record<AgentGuidance, string>> = {
  minimal: 'Minimal',
  default: 'Default',
  maximum: 'Maximum',
};

export const SETTINGS_KEYS = {
  agentGuidance: 'dsb-agent-guidance',
  headlines: 'dsb-enable-headlines',
} as const;

export interface EditorSettings {
  agentGuidance: AgentGuidance;
  /** 'Enable Headlines Feature' (Developer Only); shows the Headlines tab once it exists. */
  headlinesEnabled: boolean;
}

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
      : 'default',
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
