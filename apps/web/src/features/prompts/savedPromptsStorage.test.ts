import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, type Prompt } from '@dsb/core';
import { parseSavedPrompts, readSavedPrompts, writeSavedPrompts } from './savedPromptsStorage';

function prompt(id: string): Prompt {
  return {
    _id: id,
    bigQuestion: `Question ${id}?`,
    promptScript: 'A script.',
    topics: [{ topicTag: 'climate', topicLabel: 'Climate' }],
    keywords: [],
    sourceURL: null,
    statistical_mentions: null,
    article_context: null,
    article_date: null,
    variation_index: null,
    isDefault: false,
  };
}

function memoryStorage(initial: string | null = null) {
  const values = new Map<string, string>();
  if (initial !== null) values.set(LOCAL_STORAGE_KEYS.savedPrompts, initial);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('parseSavedPrompts', () => {
  it('keeps a list of valid prompts as it is', () => {
    const list = [prompt('a'), prompt('b')];
    expect(parseSavedPrompts(JSON.stringify(list))).toEqual({ prompts: list, action: 'keep' });
  });

  it('treats nothing stored as an empty list', () => {
    expect(parseSavedPrompts(null)).toEqual({ prompts: [], action: 'keep' });
  });

  it('drops entries missing an id, question, script or topics array', () => {
    const stored = [
      prompt('a'),
      { ...prompt('b'), _id: 7 },
      { ...prompt('c'), bigQuestion: undefined },
      { ...prompt('d'), promptScript: null },
      { ...prompt('e'), topics: 'climate' },
      null,
      'text',
    ];
    const result = parseSavedPrompts(JSON.stringify(stored));
    expect(result.action).toBe('rewrite');
    expect(result.prompts.map((p) => p._id)).toEqual(['a']);
  });

  it('asks to clear text that does not parse or is not a list', () => {
    expect(parseSavedPrompts('{not json')).toEqual({ prompts: [], action: 'clear' });
    expect(parseSavedPrompts('{"_id":"a"}')).toEqual({ prompts: [], action: 'clear' });
  });
});

describe('readSavedPrompts', () => {
  it('rewrites storage without the invalid entries', () => {
    const storage = memoryStorage(JSON.stringify([prompt('a'), { _id: 'x' }]));
    expect(readSavedPrompts(storage).map((p) => p._id)).toEqual(['a']);
    expect(JSON.parse(storage.values.get(LOCAL_STORAGE_KEYS.savedPrompts)!)).toEqual([prompt('a')]);
  });

  it('removes storage that does not parse', () => {
    const storage = memoryStorage('[oops');
    expect(readSavedPrompts(storage)).toEqual([]);
    expect(storage.values.has(LOCAL_STORAGE_KEYS.savedPrompts)).toBe(false);
  });

  it('returns an empty list when storage itself throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readSavedPrompts(broken)).toEqual([]);
  });
});

describe('writeSavedPrompts', () => {
  it('stores the list under the savedPrompts key and survives a full storage', () => {
    const storage = memoryStorage();
    writeSavedPrompts(storage, [prompt('a')]);
    expect(readSavedPrompts(storage)).toEqual([prompt('a')]);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeSavedPrompts(full, [prompt('b')])).not.toThrow();
  });
});
