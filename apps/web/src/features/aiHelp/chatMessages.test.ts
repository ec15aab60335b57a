import { describe, expect, it } from 'vitest';
import {
  canSend,
  historyForRequest,
  localMessageId,
  showsHistoryToggle,
  suggestionsFor,
  visibleMessages,
  type PanelMessage,
} from './chatMessages';

const msg = (
  id: string,
  sender: 'user' | 'ai',
  extra: Partial<PanelMessage> = {},
): PanelMessage => ({
  id,
  sender,
  content: `text ${id}`,
  suggestions: sender === 'ai' ? [`next after ${id}`] : [],
  label: null,
  ...extra,
});

describe('chat messages', () => {
  const chat = [
    msg('w', 'ai'),
    msg('u1', 'user'),
    msg('a1', 'ai'),
    msg('u2', 'user'),
    msg('a2', 'ai'),
  ];

  it('shows the latest exchange, or everything with the toggle', () => {
    expect(visibleMessages(chat, false).map((m) => m.id)).toEqual(['u2', 'a2']);
    expect(visibleMessages(chat, true)).toHaveLength(5);
    expect(visibleMessages([msg('w', 'ai')], false).map((m) => m.id)).toEqual(['w']);
    expect(showsHistoryToggle([msg('w', 'ai')])).toBe(false);
    expect(showsHistoryToggle(chat)).toBe(true);
  });

  it('sends the last 5 settled messages as history', () => {
    const more = [...chat, msg('u3', 'user'), msg('t', 'ai', { status: 'loading' })];
    expect(historyForRequest(more).map((m) => m.content)).toEqual([
      'text u1',
      'text a1',
      'text u2',
      'text a2',
      'text u3',
    ]);
  });

  it('offers suggestions only under the latest AI message', () => {
    expect(suggestionsFor(chat, chat[2]!)).toEqual([]);
    expect(suggestionsFor(chat, chat[4]!)).toEqual(['next after a2']);
  });

  it('refuses blank messages and sends only when ready', () => {
    expect(canSend('   \n', true, false)).toBe(false);
    expect(canSend('Hi', false, false)).toBe(false);
    expect(canSend('Hi', true, true)).toBe(false);
    expect(canSend('Hi', true, false)).toBe(true);
  });

  it('builds local ids from the time and a random part', () => {
    expect(localMessageId(1700000000000, 0.5)).toMatch(/^local-1700000000000-[0-9a-z]+$/);
    expect(localMessageId(1, 0.1)).not.toBe(localMessageId(1, 0.2));
  });
});
