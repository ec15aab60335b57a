import type { AiChatContext, ChatType } from '@dsb/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/http';
import {
  askAi,
  createChatSession,
  fetchChatHistory,
  logAgentActivity,
  saveChatMessage,
} from './api';
import {
  canSend,
  fromStored,
  historyForRequest,
  localMessageId,
  type PanelMessage,
} from './chatMessages';
import type { ConnectionMonitor } from './connectionMonitor';
import { aiHelpMessages, limitText } from './messages';

const states = aiHelpMessages.states;

export type ChatStatus = 'waiting' | 'initialising' | 'ready' | 'error';

export type AiChatOptions = {
  chatType: ChatType;
  /** Null while the user, story or chart (or slide) is not known yet. */
  storyId: string | null;
  evidenceId?: string | null;
  slideIndex?: number | null;
  welcome: { message: string; suggestions: readonly string[] };
  monitor: ConnectionMonitor;
  /** The current (maybe unsaved) context sent with every question. */
  context?: () => Partial<AiChatContext>;
};

type ChatSessionState = {
  key: string;
  status: 'ready' | 'error';
  error: string | null;
  chatId: string | null;
  messages: PanelMessage[];
};

export type SendOptions = { context?: Partial<AiChatContext>; failureText?: string };

/**
 * The chart and slide chats (docs/product/ai-help.md): create or fetch the session, load the
 * history or post the welcome, send with 'Thinking...', save and log every message, log chat_closed
 * on the way out.
 */
export function useAiChat(options: AiChatOptions) {
  const { chatType, storyId, evidenceId = null, slideIndex = null, monitor } = options;
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hasTarget = chatType === 'chart-analysis' ? !!evidenceId : slideIndex !== null;
  // Changing or deselecting the chart (or slide) gives a new key: messages, session and ready
  // state start again. State from another key is never shown.
  const key =
    storyId && hasTarget ? [chatType, storyId, evidenceId, slideIndex, attempt].join('|') : null;
  const [session, setSession] = useState<ChatSessionState | null>(null);
  const current = session && session.key === key ? session : null;
  const status: ChatStatus = !key ? 'waiting' : (current?.status ?? 'initialising');
  const messages = useMemo(() => current?.messages ?? [], [current]);
  const error = current?.error ?? null;
  const chatId = current?.status === 'ready' ? current.chatId : null;

  const latest = useRef({ options, messages });
  useEffect(() => {
    latest.current = { options, messages };
  });
  const setMessages = useCallback(
    (forKey: string, change: (list: PanelMessage[]) => PanelMessage[]) =>
      setSession((s) => (s && s.key === forKey ? { ...s, messages: change(s.messages) } : s)),
    [],
  );

  useEffect(() => {
    if (!key || !storyId) return;
    let cancelled = false;
    let openedChat: string | null = null;
    const ids = { storyId, evidenceId: evidenceId ?? null };
    const slide = slideIndex !== null ? { slideIndex } : {};
    (async () => {
      const chat = await createChatSession({ storyId, chatType, evidenceId, slideIndex });
      const history = await fetchChatHistory({ storyId, chatType, evidenceId, slideIndex });
      if (cancelled) return;
      openedChat = chat._id;
      if (history.length > 0) {
        setSession({
          key,
          status: 'ready',
          error: null,
          chatId: chat._id,
          messages: history.map(fromStored),
        });
        return;
      }
      const { message, suggestions } = latest.current.options.welcome;
      const welcome: PanelMessage = {
        id: localMessageId(),
        sender: 'ai',
        content: message,
        suggestions: [...suggestions],
        label: null,
      };
      setSession({ key, status: 'ready', error: null, chatId: chat._id, messages: [welcome] });
      await saveChatMessage(chat._id, {
        content: message,
        sender: 'ai',
        suggestions: [...suggestions],
      });
      await logAgentActivity({
        chatThreadId: chat._id,
        ...ids,
        activityType: chatType === 'slide-assistant' ? 'chat_initiated' : 'message_received',
        details: { messageType: 'welcome', suggestions: [...suggestions], ...slide },
      });
    })().catch((cause: unknown) => {
      if (cancelled) return;
      console.error('Failed to initialize chat:', cause);
      const shown = cause instanceof ApiError ? states.initFailed() : states.serverConnection();
      setSession({ key, status: 'error', error: shown, chatId: null, messages: [] });
    });
    return () => {
      cancelled = true;
      if (!openedChat) return;
      void logAgentActivity({
        chatThreadId: openedChat,
        ...ids,
        activityType: 'chat_closed',
        details: {
          messageCount: latest.current.messages.filter((m) => !m.status).length,
          ...slide,
        },
      });
    };
  }, [key, storyId, chatType, evidenceId, slideIndex]);

  const send = useCallback(
    async (text: string, sendOptions: SendOptions = {}) => {
      const id = chatId;
      const forKey = key;
      if (!id || !forKey || !storyId || !canSend(text, status === 'ready', busy)) return;
      const content = text.trim();
      const ids = { chatThreadId: id, storyId, evidenceId };
      const history = historyForRequest(latest.current.messages);
      const placeholderId = localMessageId();
      setBusy(true);
      setMessages(forKey, (list) => [
        ...list,
        { id: localMessageId(), sender: 'user', content, suggestions: [], label: null },
        {
          id: placeholderId,
          sender: 'ai',
          content: aiHelpMessages.chat.thinking(),
          suggestions: [],
          label: null,
          status: 'loading',
        },
      ]);
      const settle = (message: Omit<PanelMessage, 'id'>) =>
        setMessages(forKey, (list) =>
          list.map((m) => (m.id === placeholderId ? { ...message, id: placeholderId } : m)),
        );
      void saveChatMessage(id, { content, sender: 'user' });
      void logAgentActivity({
        ...ids,
        activityType: 'message_sent',
        details: { messageContent: content, ...(slideIndex !== null ? { slideIndex } : {}) },
      });
      try {
        if (!(await monitor.ensureConnected())) {
          const blocked = monitor.state.firewallFailures >= 2;
          settle({
            sender: 'ai',
            content: blocked ? states.firewall() : states.unavailable(),
            suggestions: [],
            label: null,
            status: 'error',
          });
          return;
        }
        const answer = await askAi(content, {
          ...latest.current.options.context?.(),
          ...sendOptions.context,
          chatId: id,
          storyId,
          history,
        });
        settle({
          sender: 'ai',
          content: answer.message,
          suggestions: answer.suggestions,
          label: answer.label,
        });
        await saveChatMessage(id, {
          content: answer.message,
          sender: 'ai',
          suggestions: answer.suggestions,
          source: answer.source,
        });
        await logAgentActivity({
          ...ids,
          activityType: 'message_received',
          details: { messageContent: answer.message, suggestions: answer.suggestions },
        });
      } catch (cause) {
        console.error('AI request failed:', cause);
        // A limit (429) in the pupil's language from its numbers; else the server's own text for
        // limits and model failures (503); else ours.
        const shown =
          cause instanceof ApiError && (cause.status === 429 || cause.status === 503)
            ? ((cause.status === 429 ? limitText(cause.body) : null) ?? cause.message)
            : (sendOptions.failureText ?? states.genericError());
        settle({ sender: 'ai', content: shown, suggestions: [], label: null, status: 'error' });
        if (chatType === 'slide-assistant')
          await saveChatMessage(id, { content: shown, sender: 'ai' });
      } finally {
        setBusy(false);
      }
    },
    [chatId, key, storyId, evidenceId, slideIndex, status, busy, monitor, chatType, setMessages],
  );

  return {
    status,
    error,
    messages,
    busy,
    send,
    /** The error banner's retry: initialise again and re-check the connection. */
    retryInit: () => {
      setAttempt((n) => n + 1);
      void monitor.retry();
    },
  };
}
