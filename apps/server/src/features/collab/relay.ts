import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import { MAX_NOTIFICATION_BYTES, type Notifications } from '../../platform/db/notifications';
import type { LiveDocument } from './liveDocument';

const CHANNEL = 'dsb_collab';

/** What one server tells the others about a story's document (JSON in a notification). */
type RelayMessage =
  | { story: string; doc: string } // a document update, base64
  | { story: string; awareness: string } // an awareness (presence) update, base64
  | { story: string; stored: true }; // an update too large to send: it is in story_documents

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * Relays each change of an open document to the other servers on the same PostgreSQL
 * (docs/product/group-work.md, "Several servers"), so two pupils connected to two servers edit
 * one story live. An update too large for a notification is stored first (`storeNow`), and the
 * others read it from the database.
 */
export function createRelay(
  notifications: Notifications,
  find: (storyId: string) => Promise<LiveDocument | null>,
  reload: (live: LiveDocument) => Promise<void>,
  log: FastifyBaseLogger,
) {
  async function send(message: RelayMessage) {
    await notifications.publish(CHANNEL, JSON.stringify(message));
  }

  async function receive(payload: string) {
    const message = JSON.parse(payload) as RelayMessage;
    const live = await find(message.story);
    if (!live) return; // nobody here has the story open: it loads fresh from the database
    if ('doc' in message) Y.applyUpdate(live.doc, bytes(message.doc), 'relay');
    else if ('awareness' in message)
      awarenessProtocol.applyAwarenessUpdate(live.awareness, bytes(message.awareness), 'relay');
    else await reload(live);
  }

  return {
    // A message that cannot be applied is logged, never left to stop the process.
    start: () =>
      notifications.subscribe(CHANNEL, (payload) => {
        receive(payload).catch((error: unknown) =>
          log.warn({ err: error }, 'a change from another server was not applied'),
        );
      }),

    /** Sends a local change; `storeNow` saves the document when it is too large to send. */
    async documentChanged(live: LiveDocument, update: Uint8Array, storeNow: () => Promise<void>) {
      const encoded = base64(update);
      if (encoded.length <= MAX_NOTIFICATION_BYTES - 200) {
        await send({ story: live.storyId, doc: encoded });
      } else {
        await storeNow();
        await send({ story: live.storyId, stored: true });
      }
    },

    async awarenessChanged(live: LiveDocument, update: Uint8Array) {
      const encoded = base64(update);
      if (encoded.length <= MAX_NOTIFICATION_BYTES - 200)
        await send({ story: live.storyId, awareness: encoded });
    },
  };
}
