import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, jwtVerify, createLocalJWKSet } from 'jose';
import { callService, createTokenClient, LTI_SCOPES, type ToolKey } from './tokenEndpoint';

let server: Server;
let tokenUrl: string;
let key: ToolKey;
let verify: ReturnType<typeof createLocalJWKSet>;
const requests: URLSearchParams[] = [];
const revoked = new Set<string>();

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = { kid: 'k1', privateKey: pair.privateKey };
  verify = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1' }] });
  server = createServer((request, response) => {
    if (request.url === '/service') {
      // A service that no longer takes the first token it was shown.
      const auth = request.headers.authorization ?? '';
      if (revoked.has(auth)) return response.writeHead(401).end();
      revoked.add(auth);
      return response.writeHead(200, { 'content-type': 'text/plain' }).end(auth);
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += String(chunk)));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: `t${requests.length}`, expires_in: 3600 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the token endpoint client', () => {
  it('asks with a signed client assertion and keeps the token until shortly before expiry', async () => {
    let now = Date.now();
    const policy = { allowPrivate: false, allowTargets: new Set([new URL(tokenUrl).host]) };
    const client = createTokenClient({ key: async () => key, policy, now: () => now });
    const platform = { clientId: 'tool-1', authTokenUrl: tokenUrl };
    expect(await client.accessToken(platform, [LTI_SCOPES.score])).toBe('t1');
    const form = requests[0]!;
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_assertion_type')).toBe(
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    );
    expect(form.get('scope')).toBe(LTI_SCOPES.score);
    const { payload, protectedHeader } = await jwtVerify(form.get('client_assertion')!, verify, {
      issuer: 'tool-1',
      subject: 'tool-1',
      audience: tokenUrl,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'k1' });
    expect(payload.jti).toBeTruthy();
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);

    expect(await client.accessToken(platform, [LTI_SCOPES.score])).toBe('t1');
    expect(await client.accessToken(platform, [LTI_SCOPES.memberships])).toBe('t2');
    now += 3600_000 - 30_000;
    expect(await client.accessToken(platform, [LTI_SCOPES.score])).toBe('t3');
    client.forget(platform, [LTI_SCOPES.score]);
    expect(await client.accessToken(platform, [LTI_SCOPES.score])).toBe('t4');
  });

  it('asks for a fresh token once when a service answers 401 to the cached one', async () => {
    const policy = { allowPrivate: false, allowTargets: new Set([new URL(tokenUrl).host]) };
    const tokens = createTokenClient({ key: async () => key, policy });
    const platform = { clientId: 'tool-2', authTokenUrl: tokenUrl };
    const service = tokenUrl.replace('/token', '/service');
    const call = { accept: 'text/plain' };
    const first = await callService({ tokens, policy }, platform, ['s'], service, call);
    expect(first.status).toBe(200);
    // The service now refuses that token: the client drops it and asks for another.
    const second = await callService({ tokens, policy }, platform, ['s'], service, call);
    expect(second.status).toBe(200);
    expect(String(second.body)).not.toBe(String(first.body));
  });

  it('refuses a private address the outbound policy does not allow', async () => {
    const client = createTokenClient({ key: async () => key, policy: { allowPrivate: false } });
    await expect(
      client.accessToken({ clientId: 'x', authTokenUrl: tokenUrl }, [LTI_SCOPES.score]),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
