import type { StoreApi } from 'zustand/vanilla';
import { LOCAL_STORAGE_PREFIXES, type Story } from '@dsb/core';
import { acknowledgedFrom, type Acknowledged } from './storyDiff';
import type { StoryDraft } from './storyDraft';
import type { StoryState } from './storyModel';

/**
 * Unsaved changes kept in the browser (localStorage) until the server has them, so a closed tab,
 * a lost connection or a sign-out loses nothing (docs/architecture.md, "Saving a story"). One
 * entry per story: the edited story and the copy the server had acknowledged when it was made,
 * so the change is later sent as the same PATCH (a 409 then offers the usual choice).
 */
export type LocalCopy = { story: StoryDraft; acknowledged: Acknowledged; keptAt: number };

export type LocalCopies = {
  read: (storyId: string) => LocalCopy | null;
  write: (copy: Omit<LocalCopy, 'keptAt'>) => void;
  drop: (storyId: string) => void;
  /**
   * True while another tab of this browser has the story open: its kept copy may be that tab's
   * live, unsaved work, which that tab saves itself (taking it here would meet a conflict).
   */
  openElsewhere: (storyId: string) => Promise<boolean>;
  /** Marks the story open in this tab (a shared Web Lock); returns the release. */
  hold: (storyId: string) => () => void;
};

type Locks = Pick<LockManager, 'query' | 'request'>;
const LOCK_PREFIX = 'dsb-story-open:';

function browserLocks(): Locks | null {
  try {
    return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
  } catch {
    return null;
  }
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const LOCAL_COPY_PREFIX = LOCAL_STORAGE_PREFIXES.unsavedStory;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: the server save is all there is
  }
}

/** Kept copies in `storage` (the browser's localStorage by default; none when blocked). */
export function createLocalCopies(
  storage: KeyValueStore | null = browserStorage(),
  locks: Locks | null = browserLocks(),
): LocalCopies {
  return {
    async openElsewhere(storyId) {
      try {
        const { held = [] } = (await locks?.query()) ?? {};
        return held.some((lock) => lock.name === LOCK_PREFIX + storyId);
      } catch {
        return false;
      }
    },
    hold(storyId) {
      if (!locks) return () => {};
      let release = () => {};
      const open = new Promise<void>((resolve) => (release = resolve));
      void locks.request(LOCK_PREFIX + storyId, { mode: 'shared' }, () => open).catch(() => {});
      return release;
    },
    read(storyId) {
      try {
        const raw = storage?.getItem(LOCAL_COPY_PREFIX + storyId);
        if (!raw) return null;
        const copy = JSON.parse(raw) as Partial<LocalCopy> | null;
        if (
          !copy?.story ||
          copy.story._id !== storyId ||
          !Array.isArray(copy.story.slides) ||
          copy.acknowledged?.story?._id !== storyId
        )
          return null;
        return copy as LocalCopy;
      } catch {
        return null;
      }
    },
    write(copy) {
      const id = copy.story._id;
      if (!id) return; // a draft is created on its first save; nothing to match it with later
      try {
        storage?.setItem(LOCAL_COPY_PREFIX + id, JSON.stringify({ ...copy, keptAt: Date.now() }));
      } catch {
        // full or blocked: the change still goes to the server as usual
      }
    },
    drop(storyId) {
      try {
        storage?.removeItem(LOCAL_COPY_PREFIX + storyId);
      } catch {
        // nothing to drop
      }
    },
  };
}

/** JSON with object keys sorted, so two equal stories compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const content = (story: StoryDraft) => ({
  title: story.title,
  bigQuestion: story.bigQuestion,
  template: story.template,
  trackingId: story.trackingId,
  savedEvidence: story.savedEvidence,
  slides: story.slides,
});

/**
 * The kept change to put back on top of the server's story, or null when the server already
 * has exactly that content (e.g. the save sent as the page closed did arrive).
 */
export function keptChange(copy: LocalCopy | null, server: Story): LocalCopy | null {
  if (!copy) return null;
  const serverStory = acknowledgedFrom(server).story;
  return canonical(content(copy.story)) === canonical(content(serverStory)) ? null : copy;
}

/** How soon after an edit the kept copy is written (a burst of edits writes once). */
const KEEP_DELAY_MS = 200;

/**
 * Writes the kept copy shortly after each edit, and drops it once the server has everything.
 * `flushLocalCopy` writes at once (the page is being hidden or closed).
 */
export function keepLocalCopies(store: StoreApi<StoryState>, copies: LocalCopies): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const { story, acknowledged, isDirty } = store.getState();
    if (story?._id && isDirty && acknowledged?.story._id === story._id)
      copies.write({ story, acknowledged });
  };
  flushers.set(store, write);
  store.subscribe((now, before) => {
    const id = now.story?._id;
    // A live story's document is kept in this browser by live editing itself (IndexedDB).
    if (!id || now.live) return;
    if (now.isDirty && (now.story !== before.story || !before.isDirty)) {
      if (timer === null) timer = setTimeout(write, KEEP_DELAY_MS);
    } else if (!now.isDirty && before.isDirty && before.story?._id === id) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      copies.drop(id);
    }
  });
}

const flushers = new WeakMap<object, () => void>();

/** Writes the store's kept copy now, if it has unsaved changes. */
export function flushLocalCopy(store: StoreApi<StoryState>): void {
  flushers.get(store)?.();
}
