import {
  type AgentActivityRequest,
  type AiChatContext,
  type AiChatRequest,
  type AiChatResponse,
  type AiConfig,
  type ChatMessage,
  type ChatSession,
  type ChatSessionRequest,
  type ConnectionCheck,
} from '@dsb/core';
import { ApiError, apiFetch } from '../../lib/http';
import type { CheckOutcome } from './connectionMonitor';
import { aiHelpMessages } from './messages';
import { currentLanguage } from '../../i18n';

/**
 * The AI calls (docs/product/ai-help.md, docs/ai.md). The user always comes from the session
 * cookie.
 */

export async function createChatSession(body: ChatSessionRequest): Promise<ChatSession> {
  const chat = await apiFetch<ChatSession>(
    '/api/chats/session',
    { method: 'POST', json: body },
    aiHelpMessages.states.initFailed(),
  );
  if (!chat?._id) throw new ApiError(200, aiHelpMessages.states.missingChatId(), chat);
  return chat;
}

/** GET /api/chats/history; a failure yields an empty history. */
export async function fetchChatHistory(query: {
  storyId: string;
  chatType: ChatSessionRequest['chatType'];
  evidenceId?: string | null;
  slideIndex?: number | null;
}): Promise<ChatMessage[]> {
  const params = new URLSearchParams({ storyId: query.storyId, chatType: query.chatType });
  if (query.evidenceId) params.set('evidenceId', query.evidenceId);
  if (query.slideIndex !== null && query.slideIndex !== undefined)
    params.set('slideIndex', String(query.slideIndex));
  try {
    return await apiFetch<ChatMessage[]>(`/api/chats/history?${params}`);
  } catch (error) {
    console.warn('Failed to fetch chat history:', error);
    return [];
  }
}

/** POST /api/chats/message; a failed save is only logged and the chat continues. */
export async function saveChatMessage(
  chatId: string,
  message: {
    content: string;
    sender: 'user' | 'ai';
    suggestions?: string[];
    source?: string | null;
  },
): Promise<void> {
  try {
    await apiFetch('/api/chats/message', {
      method: 'POST',
      json: { chatId, message: { ...message, timestamp: new Date().toISOString() } },
    });
  } catch (error) {
    console.warn('Failed to add message:', error);
  }
}

/** POST /api/agent-activity/log; failures are only logged. */
export async function logAgentActivity(entry: AgentActivityRequest): Promise<void> {
  try {
    await apiFetch('/api/agent-activity/log', { method: 'POST', json: entry, keepalive: true });
  } catch (error) {
    console.warn('Failed to log agent activity:', error);
  }
}

/**
 * POST /api/ai/chat with the interface language, so the offline guide writes its answer in it and
 * a model is told to (docs/product/ai-help.md, "In other languages").
 */
export function askAi(prompt: string, context: AiChatContext): Promise<AiChatResponse> {
  const json: AiChatRequest = { prompt, context, language: currentLanguage() };
  return apiFetch<AiChatResponse>('/api/ai/chat', { method: 'POST', json });
}

export function fetchAiConfig(): Promise<AiConfig> {
  return apiFetch<AiConfig>('/api/ai/config', {}, aiHelpMessages.instructions.loadFailed());
}

/** GET /api/ai/test-connection as a monitor outcome; a 404 on the check counts as connected. */
export async function checkConnection(): Promise<CheckOutcome> {
  try {
    const result = await apiFetch<ConnectionCheck>('/api/ai/test-connection', {
      signal: AbortSignal.timeout(8000),
    });
    if (result.connected) return { connected: true };
    return {
      connected: false,
      errorType: result.errorType ?? 'unknown',
      error: result.error,
      fromServer: true,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { connected: true };
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return {
        connected: false,
        errorType: 'firewall',
        error: aiHelpMessages.states.checkTimedOut(),
      };
    if (error instanceof ApiError)
      return { connected: false, errorType: 'api', error: error.message };
    return { connected: false, errorType: 'network', error: String(error) };
  }
}
