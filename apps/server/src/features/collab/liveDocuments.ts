import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { readStory, storyDocument, writeStory, type StoryFields } from '@dsb/core/collab';
import { storyUpdateSchema } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { findStoryFields, saveStoryFromDocument } from '../stories';
import { noNotifications, type Notifications } from '../../platform/db/notifications';
import { loadDocumentState, openDocumentState, stateHash, storeDocument } from './documentStore';
import { createRelay } from './relay';
import { attachActivity, saveActivity } from './activity';
import { CLOSE, type LiveDocument, type Peer } from './liveDocument';

type Options = {
  db: Db;
  log: FastifyBaseLogger;
  /** The other servers on the same PostgreSQL (none on the embedded database). */
  notifications?: Notifications;
  saveDelayMs?: number;
  /**
   * Which of these stories are handed in and waiting for feedback (docs/product/feedback.md):
   * their documents are read-only. Asked when a document is loaded, and for every open one at
   * once by checkHandIns.
   */
  handedIn?: (storyIds: readonly string[]) => Promise<ReadonlySet<string>>;
};

/**
 * The documents open on this server. A document is loaded before anyone is answered (never an
 * empty one because the load was slow), saved at most `saveDelayMs` after a change and when the
 * last peer leaves, and the story row is derived from it at each save.
 */
export function createLiveDocuments({
  db,
  log,
  notifications = noNotifications,
  saveDelayMs = 1000,
  handedIn = async () => new Set<string>(),
}: Options) {
  const loading = new Map<string, Promise<LiveDocument>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const saving = new Map<string, Promise<void>>();
  /** Documents being stored right now. */
  const busy = new Set<string>();
  /** Documents changed since their last save began (a save of an unchanged one stores nothing). */
  const changed = new Set<string>();
  /** A save waiting its turn behind a running one: later calls join it instead of queueing more. */
  const waiting = new Map<string, Promise<void>>();
  /** Stories being handed in on this server right now: frozen until the hand-in is decided. */
  const freezing = new Set<string>();

  async function load(storyId: string): Promise<LiveDocument> {
    const state = await openDocumentState(db, storyId, async () => {
      const fields = await findStoryFields(db, storyId);
      if (!fields) throw new Error(`story ${storyId} is gone`);
      return storyDocument(fields);
    });
    const readOnly = (await handedIn([storyId])).has(storyId);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    attachActivity(doc); // counts each member's changes from here on
    const live: LiveDocument = {
      storyId,
      doc,
      awareness: new Awareness(doc),
      peers: new Map(),
      storedHash: stateHash(state),
      readOnly,
    };
    live.awareness.setLocalState(null); // the server itself is nobody's cursor
    const relayed = (work: Promise<void>) =>
      work.catch((error: unknown) => log.warn({ err: error, storyId }, 'relaying a change failed'));
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      // 'store': another server's saved changes, already relayed by it; 'relay': from the relay.
      if (origin === 'store') return;
      changed.add(storyId);
      scheduleSave(live);
      if (origin !== 'relay') void relayed(relay.documentChanged(live, update, () => save(live)));
    });
    live.awareness.on(
      'update',
      (change: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (origin === 'relay') return;
        const clients = [...change.added, ...change.updated, ...change.removed];
        const update = encodeAwarenessUpdate(live.awareness, clients);
        void relayed(relay.awarenessChanged(live, update));
      },
    );
    return live;
  }

  /** Applies what is stored (another server saved an update too large to relay). */
  async function reload(live: LiveDocument) {
    const stored = await loadDocumentState(db, live.storyId);
    if (stored) Y.applyUpdate(live.doc, stored, 'store');
  }

  /** The story's document if it is open (or opening) here and loaded without error. */
  const current = async (storyId: string) =>
    (await loading.get(storyId)?.catch(() => null)) ?? null;

  const relay = createRelay(notifications, current, reload, log);

  function open(storyId: string): Promise<LiveDocument> {
    let live = loading.get(storyId);
    if (!live) {
      live = load(storyId);
      loading.set(storyId, live);
      live.catch(() => loading.delete(storyId));
    }
    return live;
  }

  function scheduleSave(live: LiveDocument) {
    if (timers.has(live.storyId)) return;
    timers.set(
      live.storyId,
      setTimeout(() => void save(live), saveDelayMs),
    );
  }

  /** Stores the compacted state and the derived story row, then tells the peers it is saved. */
  async function save(live: LiveDocument): Promise<void> {
    const { storyId } = live;
    clearTimeout(timers.get(storyId));
    timers.delete(storyId);
    const queued = waiting.get(storyId);
    if (queued) return queued; // it starts after the running save and stores what is here then
    const previous = saving.get(storyId) ?? Promise.resolve();
    const run = previous.then(async () => {
      waiting.delete(storyId);
      busy.add(storyId);
      try {
        // Taken before storing: the stored state holds at least these messages (maybe more).
        const counts = new Map([...live.peers.keys()].map((peer) => [peer, peer.received]));
        if (changed.delete(storyId)) {
          try {
            const { missing, hash } = await storeDocument(db, storyId, live.doc, live.storedHash);
            live.storedHash = hash;
            // What another server saved meanwhile joins this copy (and reaches its clients).
            Y.applyUpdate(live.doc, missing, 'store');
          } catch (error) {
            changed.add(storyId); // still to store: the next change or leave tries again
            throw error;
          }
          await deriveRow(live);
          await saveActivity(db, live, log);
        }
        // Nothing changed while storing: every message handled so far is in the database.
        const unchanged = !timers.has(live.storyId);
        for (const peer of live.peers.keys()) {
          const count = unchanged ? peer.received : counts.get(peer);
          if (count !== undefined) peer.saved(count);
        }
      } finally {
        busy.delete(storyId);
      }
    });
    // Never rejects: a failed save is logged, its clients get no "saved", and the next change or
    // leave tries again (a timer's rejection would otherwise stop the process).
    const settled = run.catch((error: unknown) =>
      log.error({ err: error, storyId }, 'saving a shared story failed'),
    );
    saving.set(storyId, settled);
    waiting.set(storyId, settled); // until it starts
    return settled;
  }

  /**
   * The story row from the document, if it reads as a valid story within the story limits; if not
   * (a client wrote something no editor would), the row keeps its last good state.
   */
  async function deriveRow(live: LiveDocument) {
    try {
      // Reading can throw too: a client may have put a value where a slide's map belongs.
      const read = documentStorySchema.safeParse(readStory(live.doc));
      if (!read.success) {
        log.warn(
          { storyId: live.storyId, problem: read.error.issues[0] },
          'shared story not valid',
        );
        return;
      }
      await saveStoryFromDocument(db, live.storyId, read.data as StoryFields);
    } catch (error) {
      log.warn({ err: error, storyId: live.storyId }, 'shared story not written to its row');
    }
  }

  async function release(live: LiveDocument) {
    if (live.peers.size > 0) return;
    await save(live);
    if (live.peers.size === 0 && loading.get(live.storyId)) {
      loading.delete(live.storyId);
      live.awareness.destroy();
      live.doc.destroy();
    }
  }

  return {
    open,

    /** Starts listening to the other servers (call once, at start). */
    start: () => relay.start(),

    join(live: LiveDocument, peer: Peer) {
      live.peers.set(peer, new Set());
    },

    /**
     * A peer's change message was handled. If it changed nothing (the client's catch-up after
     * reconnecting, with nothing new) and no save is due, the database already holds it: say so
     * now, since no save will.
     */
    acknowledge(live: LiveDocument, peer: Peer) {
      if (!timers.has(live.storyId) && !busy.has(live.storyId)) peer.saved(peer.received);
    },

    /** A peer left: its cursors go, and the document is saved and closed if it was the last. */
    async leave(live: LiveDocument, peer: Peer) {
      const ids = live.peers.get(peer);
      if (!ids) return;
      live.peers.delete(peer);
      removeAwarenessStates(live.awareness, [...ids], null);
      await release(live);
    },

    /** An API client's save (PUT or PATCH) of a story that is open: applied to the document. */
    async applyStory(storyId: string, load: () => Promise<Partial<StoryFields>>) {
      const live = await current(storyId);
      if (!live) return;
      try {
        writeStory(live.doc, await load(), 'api');
      } catch (error) {
        // The save itself is in the row; a document a client broke must not fail it.
        log.warn({ err: error, storyId }, 'an API save was not written into the shared story');
      }
    },

    /** The story was deleted: everyone in it is told so and disconnected; nothing is saved. */
    async closeStory(storyId: string) {
      const live = await current(storyId);
      if (!live) return;
      clearTimeout(timers.get(storyId));
      timers.delete(storyId);
      loading.delete(storyId);
      for (const peer of [...live.peers.keys()]) peer.close(CLOSE.storyDeleted, 'Story deleted');
      live.peers.clear();
    },

    /**
     * The story is being handed in: its open document takes no more changes and is saved, so the
     * story row holds everything written so far. Resolves once it is stored.
     */
    async freeze(storyId: string) {
      const live = await current(storyId);
      if (!live) return;
      live.readOnly = true;
      freezing.add(storyId);
      await save(live);
    },

    /** The story was handed in: everyone connected to it is told so and disconnected. */
    async closeHandedIn(storyId: string) {
      freezing.delete(storyId);
      const live = await current(storyId);
      if (!live) return;
      live.readOnly = true;
      for (const peer of [...live.peers.keys()]) peer.close(CLOSE.handedIn, 'Handed in');
    },

    /** The story can be changed again (returned, or the hand-in did not happen). */
    async thaw(storyId: string) {
      freezing.delete(storyId);
      const live = await current(storyId);
      if (live) live.readOnly = false;
    },

    /**
     * Asks again, for every open document, whether its story is handed in: another server may have
     * handed it in or returned it. A story newly handed in closes its connections (4423).
     */
    async checkHandIns() {
      const open = (await Promise.all([...loading.keys()].map(current))).filter(
        (live): live is LiveDocument => live !== null && !freezing.has(live.storyId),
      );
      if (open.length === 0) return;
      const waiting = await handedIn(open.map((live) => live.storyId)); // one query for all
      for (const live of open) {
        const isHandedIn = waiting.has(live.storyId);
        if (isHandedIn && !live.readOnly) {
          live.readOnly = true;
          for (const peer of [...live.peers.keys()]) peer.close(CLOSE.handedIn, 'Handed in');
        } else if (!isHandedIn) live.readOnly = false;
      }
    },

    /** A member was removed: their open connections to the story close at once. */
    async closeMember(storyId: string, userId: string) {
      const live = await current(storyId);
      if (!live) return;
      for (const peer of [...live.peers.keys()]) {
        if (peer.userId === userId) peer.close(CLOSE.removed, 'Removed from the story');
      }
    },

    /** Closes every connection whose session has ended (each session is looked up once). */
    async closeEndedSessions(isActive: (sessionHash: string) => Promise<boolean>) {
      const open = await Promise.all([...loading.keys()].map(current));
      const peers = open.flatMap((live) => (live ? [...live.peers.keys()] : []));
      const verdicts = new Map<string, Promise<boolean>>();
      await Promise.all(
        peers.map(async (peer) => {
          const hash = peer.sessionHash;
          if (!hash) return;
          if (!verdicts.has(hash)) verdicts.set(hash, isActive(hash));
          if (!(await verdicts.get(hash))) peer.close(CLOSE.signedOut, 'Signed out');
        }),
      );
    },

    /** Saves every open document (the server is stopping). */
    async saveAll() {
      const open = await Promise.all([...loading.keys()].map(current));
      await Promise.all(open.filter((live) => live !== null).map((live) => save(live)));
    },
  };
}

export type LiveDocuments = ReturnType<typeof createLiveDocuments>;

/** The story fields a document must hold, with the limits every save has. */
const documentStorySchema = storyUpdateSchema
  .pick({
    title: true,
    bigQuestion: true,
    template: true,
    trackingId: true,
    voice: true,
    savedEvidence: true,
  })
  .required()
  .extend({ slides: storyUpdateSchema.shape.slides.unwrap() });
