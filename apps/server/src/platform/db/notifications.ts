import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';

/**
 * Messages between the servers that share one PostgreSQL database, through its LISTEN/NOTIFY:
 * nothing else to run. On the embedded database there is one server, so there is nobody to tell
 * and nothing is sent. A message reaches the other servers only (never its sender).
 */
export type Notifications = {
  /** Sends `payload` (at most MAX_NOTIFICATION_BYTES) to the other servers listening on `channel`. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` with each payload another server publishes on `channel`. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; this leaves room for the envelope. */
export const MAX_NOTIFICATION_BYTES = 7000;

export const noNotifications: Notifications = {
  publish: async () => {},
  subscribe: async () => {},
  close: async () => {},
};

/** Notifications over one extra connection that listens (the pool's connections come and go). */
export async function postgresNotifications(
  url: string,
  db: Db,
  log: FastifyBaseLogger,
): Promise<Notifications> {
  const { default: pg } = await import('pg');
  const serverId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const listener = new pg.Client({ connectionString: url });
  const handlers = new Map<string, (payload: string) => void>();
  listener.on('notification', ({ channel, payload }) => {
    if (!payload) return;
    const separator = payload.indexOf(' ');
    if (payload.slice(0, separator) === serverId) return; // our own
    try {
      handlers.get(channel)?.(payload.slice(separator + 1));
    } catch (error) {
      log.warn({ err: error, channel }, 'a notification from another server was not applied');
    }
  });
  listener.on('error', (error) => log.error({ err: error }, 'the notification connection failed'));
  await listener.connect();
  return {
    async publish(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${`${serverId} ${payload}`})`);
    },
    async subscribe(channel, handler) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      handlers.set(channel, handler);
      await listener.query(`listen ${channel}`);
    },
    close: () => listener.end(),
  };
}
