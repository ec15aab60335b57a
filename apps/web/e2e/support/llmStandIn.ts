import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in of an OpenAI-compatible chat completions API, for ai-help-model.spec.ts only:
 * it checks the key and the request's shape the way the real API would, answers in its shape,
 * and records every request so the test can read what the server sent. Test code: the product
 * never presents it as a model.
 */

type TextPart = { type: 'text'; text: string };
type ImagePart = { type: 'image_url'; image_url: { url: string } };
export type StandInMessage = { role: string; content: string | Array<TextPart | ImagePart> };

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

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

function answer(request: StandInRequest, apiKey: string, count: () => number) {
  if (request.headers.authorization !== `Bearer ${apiKey}`)
    return json(401, { error: { message: 'Incorrect API key provided' } });
  if (request.method === 'GET' && request.path === '/v1/models')
    return json(200, { object: 'list', data: [{ id: 'stand-in-model', object: 'model' }] });
  if (request.method !== 'POST' || request.path !== '/v1/chat/completions')
    return json(404, { error: { message: 'Not found' } });
  const body = request.body;
  if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages))
    return json(400, { error: { message: 'model and messages are required' } });
  // The app asks for JSON with message and suggestions (apps/server/src/ai/instructions.ts).
  const content = JSON.stringify({
    message: standInAnswer(count()),
    suggestions: STAND_IN_SUGGESTIONS,
  });
  return json(200, {
    id: `chatcmpl-standin-${count()}`,
    object: 'chat.completion',
    model: body.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 200, completion_tokens: 40, total_tokens: 240 },
  });
}

/** Starts the stand-in on 127.0.0.1 at a free port; it answers under `/v1`. */
export async function startLlmStandIn(apiKey: string): Promise<LlmStandIn> {
  const requests: StandInRequest[] = [];
  const completions = () =>
    requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: StandInRequest['body'];
      try {
        body = text ? (JSON.parse(text) as StandInRequest['body']) : null;
      } catch {
        body = null;
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const { status, body: out } = answer(request, apiKey, () => completions().length);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(out);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    host: `127.0.0.1:${port}`,
    requests,
    completions,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
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
