import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  OFFLINE_GUIDE_LABEL,
  type AgentActivity,
  type ChatMessage,
  type ChatSession,
  type Story,
} from '@dsb/core';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStoryWith, insertSeedChart } from './testSupport';

let app: TestApp;
let pupil: string;
let other: string;
let otherId: string;
let story: Story;
let chartId: string;

beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'pupil@example.com');
  other = await signInAs(app, 'other@example.com');
  otherId = (await getAs(app, '/auth/current-user', other)).json<{ user: { _id: string } }>().user
    ._id;
  story = await createStoryWith(app, pupil, ['First script', 'Second script']);
  ({ id: chartId } = await insertSeedChart(app, 'global-temperature-anomaly-1880-2023'));
});
afterAll(() => app?.close());

const openChat = (cookie: string, body: Record<string, unknown>) =>
  callAs(app, 'POST', '/api/chats/session', cookie, body);

describe('POST /api/chats/session', () => {
  it('creates the chat once: the same request returns the same chat', async () => {
    const body = { storyId: story._id, chatType: 'chart-analysis', evidenceId: chartId };
    const first = await openChat(pupil, body);
    expect(first.statusCode).toBe(200);
    const chat = first.json<ChatSession>();
    expect(chat).toMatchObject({
      storyId: story._id,
      chatType: 'chart-analysis',
      evidenceId: chartId,
      messageCount: 0,
    });
    expect((await openChat(pupil, body)).json<ChatSession>()._id).toBe(chat._id);
  });

  it('takes the user from the session, never from the body', async () => {
    const response = await openChat(pupil, {
      userId: otherId,
      storyId: 'research-mode',
      chatType: 'chart-analysis',
      evidenceId: chartId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ChatSession>().userId).not.toBe(otherId);
  });

  it('refuses bad input with clear 400s', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ storyId: story._id, chatType: 'chart-analysis' }, /evidenceId is required/],
      [{ storyId: story._id, chatType: 'slide-assistant' }, /slideIndex is required/],
      [{ storyId: story._id, chatType: 'essay', evidenceId: chartId }, /chatType must be/],
      [{ chatType: 'chart-analysis', evidenceId: chartId }, /./],
      [{ storyId: story._id, chatType: 'slide-assistant', slideIndex: -1 }, /must not be negative/],
      [{ storyId: story._id, chatType: 'slide-assistant', slideIndex: 5 }, /within the slide list/],
      [{ storyId: 'research-mode', chatType: 'slide-assistant', slideIndex: 0 }, /needs a story/],
    ];
    for (const [body, message] of cases) {
      const response = await openChat(pupil, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
  });

  it("another user's story, or a missing chart, is 404", async () => {
    const theirs = await openChat(other, {
      storyId: story._id,
      chatType: 'slide-assistant',
      slideIndex: 0,
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await openChat(pupil, {
      storyId: story._id,
      chatType: 'chart-analysis',
      evidenceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const response = await callAs(app, 'POST', '/api/chats/session', undefined, {
      storyId: story._id,
      chatType: 'chart-analysis',
      evidenceId: chartId,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('messages, history and the activity log', () => {
  let chat: ChatSession;
  beforeAll(async () => {
    chat = (
      await openChat(pupil, { storyId: story._id, chatType: 'slide-assistant', slideIndex: 1 })
    ).json();
  });
  const history = (cookie: string) =>
    getAs(
      app,
      `/api/chats/history?storyId=${story._id}&chatType=slide-assistant&slideIndex=1`,
      cookie,
    );

  it('saves messages and returns them oldest first, with the offline label on guide answers', async () => {
    expect((await history(pupil)).json()).toEqual([]);
    const user = await callAs(app, 'POST', '/api/chats/message', pupil, {
      chatId: chat._id,
      message: {
        content: 'Help me improve my script',
        sender: 'user',
        timestamp: '2025-03-01T10:00:00.000Z',
        status: 'loading',
      },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      _id: chat._id,
      messageCount: 1,
      message: { role: 'user', label: null },
    });
    const ai = await callAs(app, 'POST', '/api/chats/message', pupil, {
      chatId: chat._id,
      message: {
        content: 'Your script is 2 words.',
        sender: 'ai',
        suggestions: ['Clarify my main message'],
        source: 'offline-guide',
      },
    });
    expect(ai.json()).toMatchObject({ messageCount: 2 });
    const messages = (await history(pupil)).json<ChatMessage[]>();
    expect(messages.map((m) => [m.sender, m.role, m.content])).toEqual([
      ['user', 'user', 'Help me improve my script'],
      ['ai', 'assistant', 'Your script is 2 words.'],
    ]);
    expect(messages[0]!.timestamp).toBe('2025-03-01T10:00:00.000Z');
    expect(messages[1]).toMatchObject({
      suggestions: ['Clarify my main message'],
      source: 'offline-guide',
      label: OFFLINE_GUIDE_LABEL,
    });
  });

  it("another user cannot read or write the pupil's chat or its history (404)", async () => {
    const write = await callAs(app, 'POST', '/api/chats/message', other, {
      chatId: chat._id,
      message: { content: 'hi', sender: 'user' },
    });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ error: AI_MESSAGES.chatNotFound });
    const read = await history(other);
    expect(read.statusCode).toBe(404);
    expect(JSON.stringify(read.json())).not.toContain('hi');
    const log = await callAs(app, 'POST', '/api/agent-activity/log', other, {
      chatThreadId: chat._id,
      storyId: story._id,
      activityType: 'chat_closed',
    });
    expect(log.statusCode).toBe(404);
  });

  it('refuses a blank message and an unknown sender', async () => {
    const blank = await callAs(app, 'POST', '/api/chats/message', pupil, {
      chatId: chat._id,
      message: { content: '   ', sender: 'user' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: AI_MESSAGES.blankMessage });
    const sender = await callAs(app, 'POST', '/api/chats/message', pupil, {
      chatId: chat._id,
      message: { content: 'x', sender: 'teacher' },
    });
    expect(sender.statusCode).toBe(400);
  });

  it('logs activity for the user from the session, checked against the chat', async () => {
    const response = await callAs(app, 'POST', '/api/agent-activity/log', pupil, {
      chatThreadId: chat._id,
      userId: otherId,
      storyId: story._id,
      activityType: 'chat_closed',
      details: { messageCount: 2, slideIndex: 1 },
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json<AgentActivity>();
    expect(entry).toMatchObject({
      chatThreadId: chat._id,
      activityType: 'chat_closed',
      details: { messageCount: 2 },
    });
    expect(entry.userId).not.toBe(otherId);
    const wrongStory = await callAs(app, 'POST', '/api/agent-activity/log', pupil, {
      chatThreadId: chat._id,
      storyId: 'research-mode',
      activityType: 'message_sent',
    });
    expect(wrongStory.statusCode).toBe(400);
    const badType = await callAs(app, 'POST', '/api/agent-activity/log', pupil, {
      chatThreadId: chat._id,
      storyId: story._id,
      activityType: 'message_deleted',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ error: string }>().error).toMatch(/activityType must be one of/);
  });
});
