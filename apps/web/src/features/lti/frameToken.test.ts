import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS, LTI_FRAME_QUERY, LTI_FRAME_TOKEN_MINUTES } from '@dsb/core';
import {
  currentFrameToken,
  frameSocketParams,
  inFrameMode,
  keepFrameToken,
  splitFrameFragment,
  takeFrameToken,
} from './frameToken';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function address(hash: string, pathname = '/links/l1/class', search = '?story=s1') {
  const place = { hash, pathname, search };
  const history = {
    state: { idx: 3 },
    replaceState: vi.fn((_state: unknown, _unused: string, url: string) => {
      place.hash = url.includes('#') ? url.slice(url.indexOf('#')) : '';
    }),
  };
  return { place, history };
}

const NOW = Date.parse('2026-11-28T09:00:00Z');

describe('the frame token in the address fragment', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => {
    keepFrameToken(null);
    vi.unstubAllGlobals();
  });

  it('splits #lti=<token> from the other fragment fields', () => {
    expect(splitFrameFragment('#lti=abc.def')).toEqual({ token: 'abc.def', rest: '' });
    expect(splitFrameFragment('#slide=2&lti=t-1')).toEqual({ token: 't-1', rest: '#slide=2' });
    expect(splitFrameFragment('#slide=2')).toEqual({ token: null, rest: '#slide=2' });
    expect(splitFrameFragment('')).toEqual({ token: null, rest: '' });
    expect(splitFrameFragment('#lti=')).toEqual({ token: null, rest: '' });
  });

  it('keeps the token in sessionStorage and takes it out of the address, keeping the rest', () => {
    const { place, history } = address('#lti=tok-1');
    const kept = takeFrameToken(place, history, NOW, true);
    expect(kept).toEqual({
      token: 'tok-1',
      expiresAt: NOW + LTI_FRAME_TOKEN_MINUTES * 60_000,
      framed: true,
    });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/links/l1/class?story=s1');
    expect(JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.ltiFrameToken)!)).toEqual(kept);
    expect(inFrameMode()).toBe(true);
    expect(frameSocketParams()).toEqual({ [LTI_FRAME_QUERY]: 'tok-1' });
  });

  it('outside a platform changes nothing: no token, no address rewrite', () => {
    const { place, history } = address('#section-2');
    expect(takeFrameToken(place, history, NOW)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(inFrameMode()).toBe(false);
    expect(frameSocketParams()).toEqual({});
  });

  it('a reload in the frame runs on the token kept, and a new launch replaces it', () => {
    takeFrameToken(address('#lti=first').place, address('').history, NOW);
    const reload = address('');
    expect(takeFrameToken(reload.place, reload.history, NOW + 1000)?.token).toBe('first');
    expect(reload.history.replaceState).not.toHaveBeenCalled();
    const relaunch = address('#lti=second');
    expect(takeFrameToken(relaunch.place, relaunch.history, NOW + 2000)?.token).toBe('second');
  });

  it('a tab opened from the frame at the top level drops the copied token; a window launch keeps it', () => {
    takeFrameToken(address('#lti=framed').place, address('').history, NOW, true);
    const copy = address('');
    expect(takeFrameToken(copy.place, copy.history, NOW + 1000, false)).toBeNull();
    expect(storage.getItem(LOCAL_STORAGE_KEYS.ltiFrameToken)).toBeNull();
    // A platform that opens the activity in a window of its own: top level, and it stays.
    takeFrameToken(address('#lti=window').place, address('').history, NOW, false);
    expect(takeFrameToken(address('').place, address('').history, NOW + 1000, false)?.token).toBe(
      'window',
    );
    // Reloading inside the frame keeps the frame's token.
    takeFrameToken(address('#lti=framed-2').place, address('').history, NOW, true);
    expect(takeFrameToken(address('').place, address('').history, NOW + 1000, true)?.token).toBe(
      'framed-2',
    );
  });

  it('signing out (the app clearing its keys) ends frame mode; the socket stops sending it', () => {
    takeFrameToken(address('#lti=tok-2').place, address('').history, NOW);
    const params = frameSocketParams();
    storage.removeItem(LOCAL_STORAGE_KEYS.ltiFrameToken);
    expect(currentFrameToken()).toBeNull();
    expect(frameSocketParams()).toBe(params); // the same object the socket holds
    expect(params).toEqual({});
  });

  it('a renewed token reaches the socket object the provider already holds', () => {
    takeFrameToken(address('#lti=old').place, address('').history, NOW);
    const params = frameSocketParams();
    keepFrameToken({ token: 'new', expiresAt: NOW + 60_000 });
    expect(params[LTI_FRAME_QUERY]).toBe('new');
  });

  it('works on the page alone where storage throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    });
    const kept = takeFrameToken(address('#lti=mem').place, address('').history, NOW);
    expect(kept?.token).toBe('mem');
    expect(currentFrameToken()?.token).toBe('mem');
  });
});
