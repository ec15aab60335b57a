import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@dsb/core';
import {
  activeTrackingId,
  clearActiveLink,
  destinationFor,
  isSameLink,
  readActiveLink,
  writeActiveLink,
} from './activeLink';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const link = { trackingId: 'P3-abc', promptId: 'q1', room: 'Room 12', awaitingSignIn: false };

describe('the active class link', () => {
  it('is kept under its storage key and read back', () => {
    const store = memory();
    writeActiveLink(link, store);
    expect(store.map.has(LOCAL_STORAGE_KEYS.pendingTrackingId)).toBe(true);
    expect(readActiveLink(store)).toEqual(link);
    expect(activeTrackingId(store)).toBe('P3-abc');
    clearActiveLink(store);
    expect(readActiveLink(store)).toBeNull();
    expect(activeTrackingId(store)).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    const store = memory();
    store.setItem(LOCAL_STORAGE_KEYS.pendingTrackingId, '{not json');
    expect(readActiveLink(store)).toBeNull();
    store.setItem(LOCAL_STORAGE_KEYS.pendingTrackingId, JSON.stringify({ trackingId: 7 }));
    expect(readActiveLink(store)).toBeNull();
    store.setItem(LOCAL_STORAGE_KEYS.pendingTrackingId, JSON.stringify({ trackingId: 'x' }));
    expect(readActiveLink(store)).toEqual({
      trackingId: 'x',
      promptId: null,
      room: null,
      awaitingSignIn: false,
    });
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeActiveLink(link, blocked)).not.toThrow();
    expect(readActiveLink(blocked)).toBeNull();
    expect(() => clearActiveLink(blocked)).not.toThrow();
  });

  it('compares tracking ids case-insensitively and knows where a pupil goes', () => {
    expect(isSameLink(link, ' p3-ABC ')).toBe(true);
    expect(isSameLink(link, 'p3-abd')).toBe(false);
    expect(isSameLink(null, 'p3-abc')).toBe(false);
    expect(destinationFor({ promptId: 'q1' })).toBe('/grid');
    expect(destinationFor({ promptId: null })).toBe('/?menu=create');
  });
});
