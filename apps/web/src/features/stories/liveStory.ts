import * as Y from 'yjs';
import type { StoreApi } from 'zustand/vanilla';
import { readStory, slideCanvasTypes, watchReplacedEdits, writeStory } from '@dsb/core/collab';
import { ApiError } from '../../lib/http';
import type { Awareness } from 'y-protocols/awareness';
import { CollabSession, type SessionOptions, type SessionStatus } from '../collab';
import { colorFor, distinctColor, othersFrom, type PresenceState } from './presence';
import * as api from './api';
import { withDocumentFields } from './liveMerge';
import { LIVE_MESSAGES } from './messages';
import { withReplaced, type KeptBy, type ReplacedNotice } from './replacedNotices';
import { signalSignedOut } from './signedOutSignal';
import {
  LiveStoryError,
  storyFields,
  type DocumentFields,
  type LiveLink,
  type LivePresence,
  type LiveReplaced,
  type LiveUndo,
  type StoryState,
} from './storyModel';

/** The origin of this browser's own edits in the document: what its undo takes back. */
const LOCAL_EDIT = { name: 'this browser' };

/**
 * A lost connection makes the app ask the server whether the pupil is still signed in (at most
 * every 15 s once the server has answered).
 */
const FAILURES_BEFORE_PROBE = 1;
const PROBE_GAP_MS = 15_000;

type Store = StoreApi<StoryState>;

/** What the store needs of a story's connection: the browser's is a CollabSession. */
export type LiveSession = Pick<
  CollabSession,
  'doc' | 'status' | 'subscribe' | 'whenSaved' | 'destroy'
> & { readonly awareness: Awareness };

const collabUrl = () =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/collab`;

/** This browser's presence in the story and everyone else's (the awareness protocol). */
function presenceOf(session: LiveSession, user: { id: string; name: string }): LivePresence {
  const awareness = session.awareness;
  const mine: PresenceState = {
    user: { ...user, color: colorFor(user.id) },
    slideId: null,
    selection: [],
    typing: null,
  };
  awareness.setLocalState(mine);
  let others = othersFrom(awareness.getStates(), awareness.clientID);
  // Everyone seen in this session, also after they left: a replaced change names who made it.
  const seen = new Map<number, { id: string; name: string }>();
  const listeners = new Set<() => void>();
  awareness.on('change', () => {
    others = othersFrom(awareness.getStates(), awareness.clientID);
    for (const member of others) seen.set(member.clientId, member.user);
    const now = awareness.getLocalState() as PresenceState | null;
    // Two pupils in one colour: the one who came later (higher client id) takes a free colour.
    if (now) {
      const color = distinctColor(now.user, others, awareness.clientID);
      if (color !== now.user.color)
        awareness.setLocalState({ ...now, user: { ...now.user, color } });
    }
    for (const listener of [...listeners]) listener();
  });
  return {
    set(change) {
      const now = (awareness.getLocalState() as PresenceState | null) ?? mine;
      awareness.setLocalState({ ...now, ...change });
    },
    others: () => others,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    person: (clientId) => seen.get(clientId) ?? null,
  };
}

/** This pupil's changes that another's replaced, as notices (newest first, at most three). */
function replacedOf(
  doc: Y.Doc,
  presence: LivePresence,
  me: { id: string },
): LiveReplaced & { stop(): void } {
  let notices: readonly ReplacedNotice[] = [];
  const listeners = new Set<() => void>();
  const show = (next: readonly ReplacedNotice[]) => {
    notices = next;
    for (const listener of [...listeners]) listener();
  };
  const whoKept = (client: number): KeptBy => {
    const person = presence.person(client);
    if (!person) return { kind: 'unknown' };
    return person.id === me.id ? { kind: 'self' } : { kind: 'member', name: person.name };
  };
  const stop = watchReplacedEdits(doc, (edits) => show(withReplaced(notices, edits, whoKept)));
  return {
    notices: () => notices,
    dismiss: (key) => show(notices.filter((notice) => notice.key !== key)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}

/** The store's save fields from the session's status. */
function syncFields(status: SessionStatus, state: StoryState): Partial<StoryState> {
  const offline =
    status.connection === 'offline' || (status.connection === 'connecting' && status.failures > 0);
  return {
    isDirty: status.pending,
    isSaving: status.pending && !offline,
    offline,
    keptOnDevice: status.keptOnDevice,
    liveEnded: status.ended,
    lastSavedAt: !status.pending && state.isDirty ? Date.now() : state.lastSavedAt,
    saveError: null,
  };
}

function undoOf(doc: Y.Doc, slideId: string): LiveUndo | null {
  const types = slideCanvasTypes(doc, slideId);
  if (!types) return null;
  const manager = new Y.UndoManager(types, { trackedOrigins: new Set([LOCAL_EDIT]) });
  return {
    get canUndo() {
      return manager.canUndo();
    },
    get canRedo() {
      return manager.canRedo();
    },
    undo: () => void manager.undo(),
    redo: () => void manager.redo(),
    subscribe(listener) {
      const report = () => listener({ canUndo: manager.canUndo(), canRedo: manager.canRedo() });
      const events = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;
      for (const event of events) manager.on(event, report);
      return () => events.forEach((event) => manager.off(event, report));
    },
    destroy: () => manager.destroy(),
  };
}

/**
 * Keeps the store and the session's document in step: the store's edits are written into the
 * document as they happen (only what changed), and others' changes (and undo) come back into the
 * store with everything unchanged kept as it was. The save status follows the session.
 */
function linkStore(
  storyId: string,
  session: LiveSession,
  store: Store,
  presence: LivePresence,
  replaced: LiveReplaced & { stop(): void },
): LiveLink {
  const stops: Array<() => void> = [];
  let applying = false;
  let lastProbe = 0;

  const showDocument = () => {
    const { story } = store.getState();
    if (!story) return;
    applying = true;
    try {
      store.setState({ story: withDocumentFields(story, readStory(session.doc)) });
    } finally {
      applying = false;
    }
  };

  /** Repeated failures while the network is up: signed out, or no longer in the story? */
  const probe = async (status: SessionStatus) => {
    const now = Date.now();
    if (status.failures < FAILURES_BEFORE_PROBE || status.ended || now - lastProbe < PROBE_GAP_MS)
      return;
    try {
      await api.fetchStory(storyId);
      lastProbe = now;
    } catch (error) {
      // A probe the server never answered (the network is down too) says nothing: the next
      // failure asks again rather than waiting 15 s.
      if (!(error instanceof ApiError)) return;
      lastProbe = now;
      if (error.status === 401) {
        signalSignedOut();
        store.setState({ signedOut: true, saveError: LIVE_MESSAGES.signedOut });
      } else if (error.status === 404) {
        store.setState({ liveEnded: 'removed' });
      }
    }
  };

  const link: LiveLink = {
    storyId,
    start() {
      const onUpdate = (_update: Uint8Array, origin: unknown) => {
        if (origin !== LOCAL_EDIT) showDocument();
      };
      session.doc.on('update', onUpdate);
      stops.push(() => session.doc.off('update', onUpdate));
      stops.push(
        store.subscribe((now, before) => {
          if (applying || now.live !== link || !now.story || now.story === before.story) return;
          const previous = before.story;
          const untouched =
            previous && previous._id === now.story._id ? new Set(previous.slides) : null;
          writeStory(session.doc, storyFields(now.story), LOCAL_EDIT, {
            unchanged: (slide) => untouched?.has(slide) ?? false,
          });
          // An edit that changed nothing in the document leaves nothing to save.
          if (now.isDirty !== session.status.pending)
            store.setState(syncFields(session.status, store.getState()));
        }),
      );
      stops.push(
        session.subscribe((status) => {
          store.setState(syncFields(status, store.getState()));
          void probe(status);
        }),
      );
      store.setState(syncFields(session.status, store.getState()));
    },
    whenSaved: (timeoutMs) => session.whenSaved(timeoutMs),
    undoFor: (slideId) => undoOf(session.doc, slideId),
    presence,
    replaced,
    close() {
      for (const stop of stops.splice(0)) stop();
      replaced.stop();
      session.destroy();
    },
  };
  return link;
}

/**
 * Opens the story's shared document: the copy this browser kept (offline work) merged with the
 * server's. Throws with a message the pupil can read when neither can be had.
 */
export async function openLiveStory(
  storyId: string,
  store: Store,
  options: Partial<SessionOptions> = {},
): Promise<{ link: LiveLink; fields: DocumentFields }> {
  const user = await api.signedInUser();
  const session = new CollabSession(storyId, {
    url: collabUrl(),
    deviceKey: `${user.id}:${storyId}`,
    ...options,
  });
  const ready = await session.ready();
  if (ready === 'failed') {
    const ended = session.status.ended;
    session.destroy();
    throw new LiveStoryError(ended ? LIVE_MESSAGES.ended(ended) : LIVE_MESSAGES.cannotConnect);
  }
  return linkSession(storyId, session, store, user);
}

/** Links the store to a session that is ready: presence, replaced changes, and the story. */
export function linkSession(
  storyId: string,
  session: LiveSession,
  store: Store,
  user: { id: string; name: string },
): { link: LiveLink; fields: DocumentFields } {
  const presence = presenceOf(session, user);
  const replaced = replacedOf(session.doc, presence, user);
  return {
    link: linkStore(storyId, session, store, presence, replaced),
    fields: readStory(session.doc),
  };
}
