import { beforeEach, describe, expect, it } from 'vitest';
import { DISMISSED_KEY, dismissNotice, noticeId, visibleNotices } from './dismissals';

/** A Storage in memory (the unit tests run in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const chats = { kind: 'ai-chats' as const, deleteFrom: '2026-12-13T10:00:00.000Z' };
const activity = { kind: 'activity-log' as const, deleteFrom: '2026-12-14T10:00:00.000Z' };

describe('retention notice dismissals', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('shows every notice until one is dismissed, then only the others', () => {
    expect(visibleNotices([chats, activity], storage)).toEqual([chats, activity]);
    dismissNotice(chats, storage);
    expect(visibleNotices([chats, activity], storage)).toEqual([activity]);
  });

  it('shows a later warning of the same kind again', () => {
    dismissNotice(chats, storage);
    const later = { ...chats, deleteFrom: '2027-03-13T10:00:00.000Z' };
    expect(visibleNotices([later], storage)).toEqual([later]);
  });

  it('treats unreadable storage as nothing dismissed', () => {
    storage.setItem(DISMISSED_KEY, '{not json');
    expect(visibleNotices([chats], storage)).toEqual([chats]);
    dismissNotice(chats, storage);
    expect(JSON.parse(storage.getItem(DISMISSED_KEY)!)).toEqual([noticeId(chats)]);
  });

  it('keeps the list short', () => {
    for (let day = 1; day <= 60; day += 1) {
      dismissNotice({ kind: 'ai-chats', deleteFrom: `2027-01-${day}` }, storage);
    }
    const kept = JSON.parse(storage.getItem(DISMISSED_KEY)!) as string[];
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe('ai-chats:2027-01-60');
  });
});
