import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  AI_MESSAGES,
  CHAT_HISTORY_MESSAGES,
  EVIDENCE_MESSAGES,
  MAX_CHAT_MESSAGES,
  OFFLINE_FALLBACK_LABEL,
  OFFLINE_GUIDE_LABEL,
  type AddChatMessageRequest,
  type AgentActivity,
  type AiSource,
  type AgentActivityRequest,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatSession,
  type ChatSessionRequest,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { agentActivityLog, chatMessages, chatSessions } from './tables';
import { evidence } from '../evidence';
import { HttpError, badRequest, notFound } from '../../platform/http/errors';
import { storyForChat } from '../stories';
import { PUPIL_CHART_CHAT_PREFIX } from '@dsb/core/charts';

/**
 * Chat sessions, messages and the agent activity log (docs/product/ai-help.md). Every call is the
 * signed-in user's own: another user's chat is indistinguishable from a missing one (404).
 */

type SessionRow = typeof chatSessions.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** History answers at most this many of a chat's latest messages. */
export const MAX_HISTORY_MESSAGES = 500;

function presentSession(row: SessionRow): ChatSession {
  return {
    _id: row.id,
    userId: row.userId,
    storyId: row.storyId,
    chatType: row.chatType,
    slideIndex: row.slideIndex,
    evidenceId: row.evidenceId,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The label shown above an offline guide answer (none above a model's). */
export function guideLabel(source: AiSource | null): string | null {
  if (source === 'offline-guide') return OFFLINE_GUIDE_LABEL;
  if (source === 'offline-fallback') return OFFLINE_FALLBACK_LABEL;
  return null;
}

function presentMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    chatId: row.chatId,
    sender: row.sender,
    role: row.sender === 'user' ? 'user' : 'assistant',
    content: row.content,
    timestamp: row.sentAt.toISOString(),
    suggestions: row.suggestions,
    source: row.source,
    label: guideLabel(row.source),
  };
}

/** A chart chat is about one chart, a slide chat about one slide: the other key is left out. */
function keyOf(
  request: Pick<ChatSessionRequest, 'storyId' | 'chatType' | 'slideIndex' | 'evidenceId'>,
) {
  return {
    storyId: request.storyId,
    chatType: request.chatType,
    slideIndex: request.chatType === 'slide-assistant' ? (request.slideIndex ?? null) : null,
    evidenceId: request.chatType === 'chart-analysis' ? (request.evidenceId ?? null) : null,
  };
}

const equalsOrNull = <T>(column: Parameters<typeof eq>[0], value: T | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** Creates the chat, or returns it if the user already has it (POST /api/chats/session). */
export async function openChat(
  db: Db,
  userId: string,
  request: ChatSessionRequest,
): Promise<ChatSession> {
  const key = keyOf(request);
  const story = await storyForChat(db, userId, key.storyId);
  if (key.chatType === 'slide-assistant') {
    if (!story) throw badRequest('A slide-assistant chat needs a story');
    if (key.slideIndex! >= story.slides.length) {
      throw badRequest('The slide index must be within the slide list');
    }
  }
  if (key.evidenceId?.startsWith(PUPIL_CHART_CHAT_PREFIX)) {
    // A pupil's own chart lives on a slide of the story: its chat needs the story.
    if (!story) throw badRequest(AI_MESSAGES.missingDataChart);
  } else if (key.evidenceId) {
    const [item] = UUID.test(key.evidenceId)
      ? await db
          .select({ id: evidence.id })
          .from(evidence)
          .where(and(eq(evidence.id, key.evidenceId), eq(evidence.status, 'main')))
      : [];
    if (!item) throw notFound(EVIDENCE_MESSAGES.notFound);
  }
  const [row] = await db
    .insert(chatSessions)
    .values({ userId, ...key })
    .onConflictDoUpdate({
      target: [
        chatSessions.userId,
        chatSessions.storyId,
        chatSessions.chatType,
        chatSessions.slideIndex,
        chatSessions.evidenceId,
      ],
      set: { updatedAt: sql`now()` },
    })
    .returning();
  return presentSession(row!);
}

/** The user's chat with this id; 404 for a missing one or another user's. */
export async function ownedChat(db: Db, userId: string, chatId: string): Promise<SessionRow> {
  if (!UUID.test(chatId)) throw notFound(AI_MESSAGES.chatNotFound);
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, chatId), eq(chatSessions.userId, userId)))
    .limit(1);
  if (!row) throw notFound(AI_MESSAGES.chatNotFound);
  return row;
}

/** The latest messages of a chat, oldest first. */
export async function latestMessages(
  db: Db,
  chatId: string,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(presentMessage);
}

/**
 * GET /api/chats/history: the chat's messages, oldest first; [] when there is no such chat yet.
 * Another user's story answers 404, as every other chat call does.
 */
export async function chatHistory(
  db: Db,
  userId: string,
  query: ChatHistoryQuery,
): Promise<ChatMessage[]> {
  const key = keyOf(query);
  await storyForChat(db, userId, key.storyId);
  const [chat] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.userId, userId),
        eq(chatSessions.storyId, key.storyId),
        eq(chatSessions.chatType, key.chatType),
        equalsOrNull(chatSessions.slideIndex, key.slideIndex),
        equalsOrNull(chatSessions.evidenceId, key.evidenceId),
      ),
    )
    .limit(1);
  return chat ? latestMessages(db, chat.id, MAX_HISTORY_MESSAGES) : [];
}

/** A time the client gave, if it is a plausible one; else now. */
function sentAt(timestamp: string | number | undefined): Date {
  const now = Date.now();
  const when = timestamp === undefined ? now : new Date(timestamp).getTime();
  return Number.isFinite(when) && when > 0 && when <= now + 60_000 ? new Date(when) : new Date(now);
}

/** POST /api/chats/message: saves a message to the user's chat. */
export async function addMessage(db: Db, userId: string, request: AddChatMessageRequest) {
  await ownedChat(db, userId, request.chatId);
  const { message } = request;
  return db.transaction(async (tx) => {
    // Counted and capped in one statement, so two tabs cannot push a chat past the cap.
    const [session] = await tx
      .update(chatSessions)
      .set({ messageCount: sql`${chatSessions.messageCount} + 1`, updatedAt: sql`now()` })
      .where(
        and(eq(chatSessions.id, request.chatId), lt(chatSessions.messageCount, MAX_CHAT_MESSAGES)),
      )
      .returning();
    if (!session) throw new HttpError(409, AI_MESSAGES.chatFull);
    const [row] = await tx
      .insert(chatMessages)
      .values({
        chatId: request.chatId,
        sender: message.sender,
        content: message.content,
        suggestions: message.suggestions,
        source: message.sender === 'ai' ? (message.source ?? null) : null,
        sentAt: sentAt(message.timestamp),
      })
      .returning();
    return { ...presentSession(session), message: presentMessage(row!) };
  });
}

/** The history a model sees for a chat: its last 5 messages. */
export const historyFor = (db: Db, chatId: string) =>
  latestMessages(db, chatId, CHAT_HISTORY_MESSAGES + 1);

/** POST /api/agent-activity/log: one entry of the user's own chat. */
export async function logActivity(
  db: Db,
  userId: string,
  request: AgentActivityRequest,
): Promise<AgentActivity> {
  const chat = await ownedChat(db, userId, request.chatThreadId);
  if (request.storyId !== chat.storyId) {
    throw badRequest('The log entry does not belong to this chat (storyId)');
  }
  const evidenceId = request.evidenceId ?? chat.evidenceId;
  if (chat.evidenceId && evidenceId !== chat.evidenceId) {
    throw badRequest('The log entry does not belong to this chat (evidenceId)');
  }
  const [row] = await db
    .insert(agentActivityLog)
    .values({
      chatId: chat.id,
      userId,
      storyId: chat.storyId,
      evidenceId: evidenceId ?? null,
      activityType: request.activityType,
      details: request.details,
    })
    .returning();
  return {
    _id: row!.id,
    chatThreadId: row!.chatId,
    userId: row!.userId,
    storyId: row!.storyId,
    evidenceId: row!.evidenceId,
    activityType: row!.activityType,
    details: row!.details,
    createdAt: row!.createdAt.toISOString(),
  };
}

/** For tests and exports: a chat's activity, oldest first. */
export async function chatActivity(db: Db, chatId: string) {
  return db
    .select()
    .from(agentActivityLog)
    .where(eq(agentActivityLog.chatId, chatId))
    .orderBy(asc(agentActivityLog.createdAt));
}
