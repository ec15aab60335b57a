import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readActiveLink } from './activeLink';
import { openClassLink as openWith } from './openClassLink';

const openLink = vi.fn();
const openClassLink = (trackingId: string) => openWith(trackingId, openLink);

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
  openLink.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('openClassLink', () => {
  it('asks the server once for two calls at once, then remembers the link for the tab', async () => {
    openLink.mockResolvedValue({ trackingId: 'P3', promptId: 'q1', room: 'Room 12' });
    const [a, b] = await Promise.all([openClassLink('P3'), openClassLink('P3')]);
    expect(a).toEqual(b);
    expect(openLink).toHaveBeenCalledTimes(1);
    expect(readActiveLink()).toEqual({
      trackingId: 'P3',
      promptId: 'q1',
      room: 'Room 12',
      awaitingSignIn: false,
    });
    // The return from sign-in or a reload: not counted again (ids are case-insensitive).
    await openClassLink('p3');
    expect(openLink).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing when the link is unknown', async () => {
    openLink.mockRejectedValue(new Error('This class link is no longer active.'));
    await expect(openClassLink('gone')).rejects.toThrow('no longer active');
    expect(readActiveLink()).toBeNull();
    openLink.mockResolvedValue({ trackingId: 'gone', promptId: null, room: null });
    await openClassLink('gone'); // a failed opening is not cached: trying again asks again
    expect(openLink).toHaveBeenCalledTimes(2);
  });
});
