import type { IncomingHttpHeaders } from 'node:http';
import { openAiStandIn, startServer } from '../../../server/src/platform/languageModel/testSupport';

/**
 * The server tests' OpenAI-compatible stand-in (apps/server/src/platform/languageModel/testSupport.ts: it checks the
 * key and the request's shape the way the real API would and records every request), answering
 * as ai-help-model.spec.ts needs: the JSON the app asks for, numbered so the page shows which
 * answer it got. Test code: the product never presents it as a model.
 */

type TextPart = { type: 'text'; text: string };
type ImagePart = { type: 'image_url'; image_url: { url: string } };
export type StandInMessage = { role: string; content: string | Array<TextPart | ImagePart> };

/** A recorded request, with the chat completion body's fields this spec reads. */
export type StandInRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    temperature?: number;
    max_tokens?: number;
    messages?: StandInMessage[];
  } | null;
};

export type LlmStandIn = {
  /** The API root to give the app server as LLM_BASE_URL. */
  baseUrl: string;
  /** `127.0.0.1:{port}`: no browser request may name it. */
  host: string;
  requests: StandInRequest[];
  /** The chat completions received, oldest first. */
  completions: () => StandInRequest[];
  close: () => Promise<void>;
};

/** The text of a stand-in answer: recognisable in the page, never the offline guide's words. */
export const standInAnswer = (n: number) =>
  `Stand-in model answer ${n}: look at how the line climbs after 1990.`;
export const STAND_IN_SUGGESTIONS = [
  'What happened after 1990?',
  'Compare the first and last years',
];

/** Starts the stand-in on 127.0.0.1 at a free port; it answers under `/v1`. */
export async function startLlmStandIn(apiKey: string): Promise<LlmStandIn> {
  let recorded: StandInRequest[] = [];
  const completions = () =>
    recorded.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
  // The app asks for JSON with message and suggestions (apps/server/src/features/aiHelp/instructions.ts); a
  // request is recorded before it is answered, so the count includes the one being answered.
  const author = () =>
    JSON.stringify({
      message: standInAnswer(completions().length),
      suggestions: STAND_IN_SUGGESTIONS,
    });
  const server = await startServer(openAiStandIn({ apiKey, author }), '/v1');
  recorded = server.requests as unknown as StandInRequest[];
  return {
    baseUrl: server.baseUrl,
    host: new URL(server.baseUrl).host,
    requests: recorded,
    completions,
    close: server.close,
  };
}

/** The text parts and image URLs of a request's last user message (the question asked). */
export function lastQuestion(request: StandInRequest): { text: string; images: string[] } {
  const user = (request.body?.messages ?? []).filter((m) => m.role === 'user').at(-1);
  if (!user) return { text: '', images: [] };
  if (typeof user.content === 'string') return { text: user.content, images: [] };
  return {
    text: user.content
      .filter((p): p is TextPart => p.type === 'text')
      .map((p) => p.text)
      .join('\n'),
    images: user.content
      .filter((p): p is ImagePart => p.type === 'image_url')
      .map((p) => p.image_url.url),
  };
}

/** The system message a request carried. */
export function systemText(request: StandInRequest): string {
  const system = request.body?.messages?.find((m) => m.role === 'system');
  return typeof system?.content === 'string' ? system.content : '';
}

/** Width and height of a PNG from its data: URL (the IHDR chunk), or null when it is not a PNG. */
export function pngSize(dataUrl: string): { width: number; height: number; bytes: number } | null {
  const match = dataUrl.match(/^data:image\/png;base64,(.+)$/);
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64');
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}
