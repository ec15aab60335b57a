import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Local stand-ins of the model services' HTTP APIs, for tests only (no outside traffic in tests):
 * they check a request the way the real API would (path, key header, required fields) and answer in
 * its shape. The product never presents one as a model.
 */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
};

export type Responder = (
  request: RecordedRequest,
  response: ServerResponse,
  index: number,
) => void | Promise<void>;

export type StandIn = {
  baseUrl: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

export async function startServer(respond: Responder, basePath = ''): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      void respond(recorded, res, requests.length - 1);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** An answer text for a request: what the stand-in's "model" says. */
export type Author = (request: RecordedRequest) => string;

/** OpenAI-compatible: POST {base}/chat/completions, GET {base}/models, Bearer key. */
export function openAiStandIn(options: { apiKey?: string; author: Author }): Responder {
  return (req, res) => {
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
      });
    }
    if (req.method === 'GET' && req.path.startsWith('/v1/models')) {
      return sendJson(res, 200, {
        object: 'list',
        data: [{ id: 'stand-in-model', object: 'model' }],
      });
    }
    if (req.method !== 'POST' || !req.path.startsWith('/v1/chat/completions')) {
      return sendJson(res, 404, { error: { message: 'Not found' } });
    }
    const body = req.body ?? {};
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return sendJson(res, 400, { error: { message: 'model and messages are required' } });
    }
    sendJson(res, 200, {
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: options.author(req) },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
    });
  };
}

/** Anthropic: POST {base}/messages with x-api-key and anthropic-version, system apart. */
export function anthropicStandIn(options: { apiKey?: string; author: Author }): Responder {
  return (req, res) => {
    if (options.apiKey && req.headers['x-api-key'] !== options.apiKey) {
      return sendJson(res, 401, {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      });
    }
    if (!req.headers['anthropic-version']) {
      return sendJson(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'anthropic-version header is required' },
      });
    }
    if (req.method === 'GET' && req.path.startsWith('/v1/models')) {
      return sendJson(res, 200, {
        data: [{ id: 'claude-stand-in', type: 'model' }],
        has_more: false,
      });
    }
    if (req.method !== 'POST' || req.path !== '/v1/messages') {
      return sendJson(res, 404, {
        type: 'error',
        error: { type: 'not_found_error', message: 'Not found' },
      });
    }
    const body = req.body ?? {};
    const messages = body.messages as Array<{ role: string }> | undefined;
    if (
      typeof body.model !== 'string' ||
      typeof body.max_tokens !== 'number' ||
      !Array.isArray(messages)
    ) {
      return sendJson(res, 400, {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'model, max_tokens and messages are required',
        },
      });
    }
    // The real API refuses a conversation that does not start with the user or does not alternate.
    const alternates = messages.every((m, i) => m.role === (i % 2 === 0 ? 'user' : 'assistant'));
    if (!alternates) {
      return sendJson(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'roles must alternate' },
      });
    }
    sendJson(res, 200, {
      id: 'msg_standin',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: options.author(req) }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 100, output_tokens: 25 },
    });
  };
}

/** What a school web filter does: a page of HTML where the API should be. */
export const blockPage: Responder = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<!DOCTYPE html><html><body><h1>Access denied</h1><p>This site is blocked by your school’s web filter.</p></body></html>',
  );
};

/** Accepts the request and never answers (a firewall dropping packets). */
export const hang: Responder = () => undefined;

/** Cuts the connection without an answer (a firewall resetting it). */
export const reset: Responder = (_req, res) => {
  res.socket?.destroy();
};
