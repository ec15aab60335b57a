import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { RetentionHandler } from '../../platform/privacy/retention';
import { chatSessions } from './tables';

/**
 * AI chats' part in the retention job: a chat not changed within the period goes, its messages
 * with it (their key cascades). A chat still in use keeps moving its updated_at forward.
 */
export function chatRetention(db: Db): RetentionHandler {
  return {
    kind: 'ai-chats',
    deleteBefore: async (cutoff) =>
      (
        await db
          .delete(chatSessions)
          .where(lt(chatSessions.updatedAt, cutoff))
          .returning({ id: chatSessions.id })
      ).length,
    ownersBefore: async (cutoff) =>
      (
        await db
          .selectDistinct({ userId: chatSessions.userId })
          .from(chatSessions)
          .where(lt(chatSessions.updatedAt, cutoff))
      ).map((row) => row.userId),
  };
}
