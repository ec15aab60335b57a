import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_KEYS, readSettings, writeSettings } from './settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('editor settings', () => {
  it('reads defaults from empty storage', () => {
    expect(readSettings(memoryStorage())).toEqual({
      agentGuidance: 'default',
      headlinesEnabled: false,
    });
  });

  it('ignores unknown stored values', () => {
    const storage = memoryStorage({ [SETTINGS_KEYS.agentGuidance]: 'loud' });
    expect(readSettings(storage).agentGuidance).toBe('default');
  });

  it('stores and reads back changes', () => {
    const storage = memoryStorage();
    expect(writeSettings(storage, { agentGuidance: 'maximum' })).toEqual({
      agentGuidance: 'maximum',
      headlinesEnabled: false,
    });
    writeSettings(storage, { headlinesEnabled: true });
    expect(readSettings(storage)).toEqual({ agentGuidance: 'maximum', headlinesEnabled: true });
    expect(storage.map.get(SETTINGS_KEYS.headlines)).toBe('true');
  });

  it('survives storage that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readSettings(broken).agentGuidance).toBe('default');
    expect(writeSettings(broken, { headlinesEnabled: true }).headlinesEnabled).toBe(true);
  });
});
