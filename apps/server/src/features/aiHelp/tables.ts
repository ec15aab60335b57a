import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { AI_SOURCES } from '@dsb/core';
import { users } from '../../platform/auth/tables';

/**
 * AI chats (docs/product/ai-help.md): a user's chat about one chart or one slide of a story, its
 * messages, and the agent activity log. All belong to the user and go with them.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A story of the user's, or 'research-mode' (the evidence modal without a story). */
    storyId: text('story_id').notNull(),
    chatType: text('chat_type', { enum: ['chart-analysis', 'slide-assistant'] }).notNull(),
    slideIndex: integer('slide_index'),
    evidenceId: text('evidence_id'),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One chat per user, story, kind, slide and chart: two tabs opening it get the same chat.
  (t) => [
    unique('chat_sessions_key')
      .on(t.userId, t.storyId, t.chatType, t.slideIndex, t.evidenceId)
      .nullsNotDistinct(),
  ],
);

/** The messages of a chat in order: the user's questions and the tutor's answers. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'ai'] }).notNull(),
    content: text('content').notNull(),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    /** 'model' or 'offline-guide' for AI messages; null for the user's. */
    source: text('source', { enum: AI_SOURCES }),
    /** When the client says the message was written (it may be saved a moment later). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.createdAt)],
);

/** What the AI help did for a user (answers, suggestions applied), for the admin's view of it. */
export const agentActivityLog = pgTable(
  'agent_activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: text('story_id').notNull(),
    evidenceId: text('evidence_id'),
    activityType: text('activity_type', {
      enum: ['chat_initiated', 'message_sent', 'message_received', 'chat_closed'],
    }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_activity_chat_idx').on(t.chatId, t.createdAt),
    index('agent_activity_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * AI requests and model tokens per user and period ('m:2025-03-01T10:05' a minute, 'd:2025-03-01'
 * a UTC day): the rate limit and daily budget, in the database so every server counts the same.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    requests: integer('requests').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    index('ai_usage_updated_idx').on(t.updatedAt),
  ],
);
