import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_INVITE_NOTICES, createSlide, type Story, type StoryInvite } from '@dsb/core';
import { SecretCipher } from '../../../platform/crypto/secretCipher';
import { SecretDigest } from '../../../platform/crypto/secretDigest';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../../platform/test/testApp';

// Join codes kept as a keyed hash and a sealed copy (docs/decisions/0062-join-codes-at-rest.md).
let app: TestApp;
let owner: string;
let ben: string;
let cleo: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signInAs(app, 'ana@school.example', 'Ana');
  ben = await signInAs(app, 'ben@school.example', 'Ben');
  cleo = await signInAs(app, 'cleo@school.example', 'Cleo');
});
afterAll(() => app?.close());

const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callAs(app, method, url, cookie, payload);

async function newStory(): Promise<Story> {
  const response = await call('POST', '/api/stories', owner, {
    title: 'Sea ice',
    template: 'blank',
    slides: [{ ...createSlide(0), script: 'First words.' }],
  });
  expect(response.statusCode).toBe(201);
  return response.json<Story>();
}

async function invite(storyId: string): Promise<StoryInvite> {
  const response = await call('POST', `/api/stories/${storyId}/invites`, owner);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StoryInvite>();
}

const join = (code: string, cookie: string) => call('POST', '/api/stories/join', cookie, { code });

describe('join codes at rest', () => {
  const rawInvites = async (storyId: string) => {
    const result = await app.db.execute(
      sql`select * from story_invites where story_id = ${storyId}`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  };

  it('keep no code in plain text: a keyed digest and a sealed copy, and both still work', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    const [row, ...others] = await rawInvites(story._id);
    expect(others).toEqual([]);
    expect(Object.keys(row!).sort()).toEqual(
      ['code_hash', 'code_sealed', 'created_at', 'created_by', 'expires_at', 'story_id'].sort(),
    );
    for (const value of Object.values(row!)) expect(String(value)).not.toContain(code);
    const secret = app.config.sessionSecret;
    expect(row!.code_hash).toBe(new SecretDigest(secret, 'story-join-codes').digest(code));
    expect(row!.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(new SecretCipher(secret, 'story-join-codes').decrypt(String(row!.code_sealed))).toBe(
      code,
    );

    // The Share menu reads the sealed copy; joining finds the digest.
    const shown = await call('GET', `/api/stories/${story._id}/invites`, owner);
    expect(shown.json()).toEqual({ invite: { code, expiresAt: expect.any(String) } });
    expect((await join(code.toLowerCase(), cleo)).statusCode).toBe(200);
  });

  it('made under an earlier server secret: no 500, the owner is told to make a new code', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    // The row as the server wrote it before SESSION_SECRET changed.
    const old = 'the-session-secret-before-it-was-changed';
    await app.db.execute(
      sql`update story_invites set
            code_hash = ${new SecretDigest(old, 'story-join-codes').digest(code)},
            code_sealed = ${new SecretCipher(old, 'story-join-codes').encrypt(code)}
          where story_id = ${story._id}`,
    );
    expect((await join(code, ben)).statusCode).toBe(404);

    const shown = await call('GET', `/api/stories/${story._id}/invites`, owner);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      invite: null,
      notice: { code: 'joinCodeUnreadable', message: STORY_INVITE_NOTICES.joinCodeUnreadable },
    });
    // The dead row is gone: next time the menu simply offers to make one, which works.
    expect(await rawInvites(story._id)).toEqual([]);
    expect((await call('GET', `/api/stories/${story._id}/invites`, owner)).json()).toEqual({
      invite: null,
    });
    const fresh = await invite(story._id);
    expect((await join(fresh.code, ben)).statusCode).toBe(200);
  });
});
