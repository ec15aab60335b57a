import { CHAT_HISTORY_MESSAGES, type ChatMessage as StoredMessage } from '@dsb/core';

/**
 * A message as the panel holds it: a stored one, or a local one with its status
 * (docs/product/ai-help.md).
 */
export type PanelMessage = {
  id: string;
  sender: 'user' | 'ai';
  content: string;
  suggestions: string[];
  /** The offline guide's label, shown above the message. */
  label: string | null;
  status?: 'loading' | 'error';
};

/** A local id built from the time plus a random part. */
export function localMessageId(now = Date.now(), random = Math.random()): string {
  return `local-${now}-${random.toString(36).slice(2, 10)}`;
}

export function fromStored(message: StoredMessage): PanelMessage {
  return {
    id: message._id,
    sender: message.sender,
    content: message.content,
    suggestions: message.suggestions,
    label: message.label,
  };
}

/** The history toggle appears once there is more than one message. */
export const showsHistoryToggle = (messages: readonly PanelMessage[]) => messages.length > 1;

/**
 * The latest exchange: the last user message and what came after it (the AI's answer), or the
 * last message alone when the pupil has not asked anything yet.
 */
export function visibleMessages(
  messages: readonly PanelMessage[],
  showAll: boolean,
): readonly PanelMessage[] {
  if (showAll) return messages;
  const lastUser = messages.map((m) => m.sender).lastIndexOf('user');
  return lastUser >= 0 ? messages.slice(lastUser) : messages.slice(-1);
}

/** The conversation history sent with a question: the last 5 settled messages. */
export function historyForRequest(messages: readonly PanelMessage[]) {
  return messages
    .filter((m) => !m.status)
    .slice(-CHAT_HISTORY_MESSAGES)
    .map((m) => ({ sender: m.sender, content: m.content }));
}

/** Suggestion buttons show only under the latest AI message. */
export function suggestionsFor(messages: readonly PanelMessage[], message: PanelMessage) {
  const lastAi = [...messages].reverse().find((m) => m.sender === 'ai' && !m.status);
  return lastAi && lastAi.id === message.id ? message.suggestions : [];
}

/** A message that can be sent: not blank. */
export const canSend = (text: string, ready: boolean, busy: boolean) =>
  ready && !busy && text.trim().length > 0;
