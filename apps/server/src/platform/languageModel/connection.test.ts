import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionChecker } from './connection';
import { createChatModel, type ChatModel } from './model';
import {
  blockPage,
  hang,
  openAiStandIn,
  reset,
  sendJson,
  startServer,
  type Responder,
  type StandIn,
} from './testSupport';

const open: Array<StandIn | ChatModel> = [];
afterEach(async () => {
  for (const thing of open.splice(0)) await thing.close();
});

function modelAt(baseUrl: string, provider: 'openai' | 'anthropic' = 'openai') {
  const model = createChatModel(
    {
      provider,
      baseUrl,
      model: 'm',
      apiKey: 'sk-test-key',
      vision: false,
      temperature: 0.4,
      maxTokens: 1000,
      timeoutMs: 400,
      maxRetries: 0,
    },
    { retryBaseMs: 1 },
  );
  open.push(model);
  return model;
}

async function checkAgainst(respond: Responder, timeoutMs = 400) {
  const standIn = await startServer(respond);
  open.push(standIn);
  return new ConnectionChecker(modelAt(`${standIn.baseUrl}/v1`), 0, timeoutMs).check();
}

/** A port nothing listens on: bound, noted, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('connection check classification for the connection bar', () => {
  it('with no model configured, the offline guide is always connected', async () => {
    await expect(new ConnectionChecker(null).check()).resolves.toEqual({
      success: true,
      connected: true,
      error: null,
      errorType: null,
      mode: 'offline',
    });
  });

  it('a service that answers is connected', async () => {
    const result = await checkAgainst(openAiStandIn({ author: () => '' }));
    expect(result).toMatchObject({
      success: true,
      connected: true,
      errorType: null,
      mode: 'model',
    });
  });

  it('a 404 on the check still counts as connected (no /models on some servers)', async () => {
    const result = await checkAgainst((_req, res) =>
      sendJson(res, 404, { error: 'no such route' }),
    );
    expect(result).toMatchObject({ success: true, connected: true });
  });

  it('a server that hangs is a firewall (time-out)', async () => {
    const result = await checkAgainst(hang, 300);
    expect(result).toMatchObject({ success: false, connected: false, errorType: 'firewall' });
    expect(result.error).toMatch(/did not answer in time/);
  });

  it('a reset connection is a firewall', async () => {
    const result = await checkAgainst(reset);
    expect(result).toMatchObject({ success: false, errorType: 'firewall' });
    expect(result.error).toMatch(/cut off/);
  });

  it('an HTML block page where the API should be is a firewall', async () => {
    const result = await checkAgainst(blockPage);
    expect(result).toMatchObject({ success: false, errorType: 'firewall' });
  });

  it('a redirect (to a filter or sign-in page) is a firewall', async () => {
    const result = await checkAgainst((_req, res) => {
      res.writeHead(302, { location: 'http://filter.school/blocked' });
      res.end();
    });
    expect(result).toMatchObject({ success: false, errorType: 'firewall' });
  });

  it('401 and 403 from the provider are auth', async () => {
    expect(await checkAgainst(openAiStandIn({ apiKey: 'other', author: () => '' }))).toMatchObject({
      errorType: 'auth',
    });
    expect(
      await checkAgainst((_req, res) => sendJson(res, 403, { error: 'forbidden' })),
    ).toMatchObject({
      errorType: 'auth',
    });
  });

  it('a 5xx answer is an api failure', async () => {
    expect(await checkAgainst((_req, res) => sendJson(res, 502, {}))).toMatchObject({
      errorType: 'api',
    });
  });

  it('a name that does not resolve is a network failure', async () => {
    const checker = new ConnectionChecker(modelAt('http://no-such-host.invalid/v1'), 0, 5000);
    expect(await checker.check()).toMatchObject({ success: false, errorType: 'network' });
  });

  it('a refused connection is a network failure', async () => {
    const checker = new ConnectionChecker(modelAt(`http://127.0.0.1:${await closedPort()}/v1`), 0);
    expect(await checker.check()).toMatchObject({ success: false, errorType: 'network' });
  });

  it('shares one answer while it is fresh', async () => {
    const standIn = await startServer(openAiStandIn({ author: () => '' }));
    open.push(standIn);
    const checker = new ConnectionChecker(modelAt(`${standIn.baseUrl}/v1`), 60_000);
    await Promise.all([checker.check(), checker.check(), checker.check()]);
    expect(standIn.requests).toHaveLength(1);
  });
});
