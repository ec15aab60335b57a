import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOIN_CODE_ALPHABET,
  MAX_CO_AUTHORS,
  STORY_MEMBER_MESSAGES,
  createSlide,
  type Story,
  type StoryInvite,
  type StoryMembersResponse,
  type StorySummary,
} from '@dsb/core';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type Method,
  type TestApp,
} from '../../../platform/test/testApp';
import { newJoinCode } from './memberService';

let app: TestApp;
let owner: string;
let ben: string;
let cleo: string;
let stranger: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signInAs(app, 'ana@school.example', 'Ana');
  ben = await signInAs(app, 'ben@school.example', 'Ben');
  cleo = await signInAs(app, 'cleo@school.example', 'Cleo');
  stranger = await signInAs(app, 'dev@school.example', 'Dev');
});
afterAll(() => app?.close());

const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callAs(app, method, url, cookie, payload);

async function newStory(cookie = owner): Promise<Story> {
  const response = await call('POST', '/api/stories', cookie, {
    title: 'Sea ice',
    template: 'blank',
    slides: [{ ...createSlide(0), script: 'First words.' }],
  });
  expect(response.statusCode).toBe(201);
  return response.json<Story>();
}

async function invite(storyId: string, cookie = owner): Promise<StoryInvite> {
  const response = await call('POST', `/api/stories/${storyId}/invites`, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StoryInvite>();
}

const join = (code: string, cookie: string) => call('POST', '/api/stories/join', cookie, { code });

const userId = async (cookie: string) => (await currentUser(app, cookie)).body.user!._id;

describe('join codes', () => {
  it('are 6 characters without look-alikes, valid for 7 days', async () => {
    const story = await newStory();
    const { code, expiresAt } = await invite(story._id);
    expect(code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '5', 'S', '8', 'B', '2', 'Z'])
      expect(JOIN_CODE_ALPHABET).not.toContain(lookAlike);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Many draws use every character and only those.
    const drawn = new Set(Array.from({ length: 400 }, newJoinCode).join(''));
    expect([...drawn].sort().join('')).toBe([...JOIN_CODE_ALPHABET].sort().join(''));
  });

  it('one live code a story: a new one replaces it, and revoking ends it', async () => {
    const story = await newStory();
    const first = await invite(story._id);
    const second = await invite(story._id);
    expect(second.code).not.toBe(first.code);
    expect((await join(first.code, ben)).statusCode).toBe(404);
    const shown = await call('GET', `/api/stories/${story._id}/invites`, owner);
    expect(shown.json()).toEqual({ invite: second });

    expect((await call('DELETE', `/api/stories/${story._id}/invites`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/stories/${story._id}/invites`, owner)).json()).toEqual({
      invite: null,
    });
    const refused = await join(second.code, ben);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: STORY_MEMBER_MESSAGES.joinCodeInvalid,
      code: 'joinCodeInvalid',
    });
  });

  it('only the owner makes, sees or revokes one', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    expect((await join(code, ben)).statusCode).toBe(200);
    for (const [method, cookie, status] of [
      ['POST', ben, 403],
      ['GET', ben, 403],
      ['DELETE', ben, 403],
      ['POST', stranger, 404],
      ['GET', stranger, 404],
    ] as const) {
      const response = await call(method, `/api/stories/${story._id}/invites`, cookie);
      expect(response.statusCode, `${method} ${response.body}`).toBe(status);
    }
    expect((await call('POST', `/api/stories/${story._id}/invites`)).statusCode).toBe(401);
  });

  it('an expired code is refused like a wrong one', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    await app.db.execute(
      sql`update story_invites set expires_at = now() - interval '1 second' where story_id = ${story._id}`,
    );
    expect((await join(code, ben)).statusCode).toBe(404);
  });
});

describe('joining', () => {
  it('takes typed codes in any case, with spaces or a dash, and lists the story with its owner', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    const typed = `${code.slice(0, 3).toLowerCase()} - ${code.slice(3)}`;
    const joined = await join(typed, ben);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ storyId: story._id });
    // Again: already in, nothing changes.
    expect((await join(code, ben)).json()).toEqual({ storyId: story._id });

    const listed = (await call('GET', '/api/stories', ben)).json<StorySummary[]>();
    expect(listed.find((s) => s._id === story._id)).toMatchObject({
      role: 'co-author',
      ownerName: 'Ana',
      title: 'Sea ice',
    });
    const own = (await call('GET', '/api/stories', owner)).json<StorySummary[]>();
    expect(own.find((s) => s._id === story._id)).toMatchObject({ role: 'owner', ownerName: 'Ana' });
  });

  it('refuses malformed codes with a message, and needs sign-in', async () => {
    for (const code of ['', 'ABC', 'ABCDEFG', 'OOOOOO', 'x'.repeat(500)]) {
      const response = await join(code, cleo);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(
      (await call('POST', '/api/stories/join', cleo, { code: 'ACEFGH', x: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/stories/join', undefined, { code: 'ACEFGH' })).statusCode,
    ).toBe(401);
  });

  it(`stops at ${MAX_CO_AUTHORS} co-authors`, async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    for (let i = 0; i < MAX_CO_AUTHORS; i++) {
      const pupil = await signInAs(app, `group${i}@school.example`, `Pupil ${i}`);
      expect((await join(code, pupil)).statusCode).toBe(200);
    }
    const late = await signInAs(app, 'late@school.example', 'Late');
    const refused = await join(code, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: STORY_MEMBER_MESSAGES.storyFull,
      code: 'storyFull',
    });
    // The owner joining with their own code is simply taken there.
    expect((await join(code, owner)).json()).toEqual({ storyId: story._id });
  });

  it('refuses the eleventh try in a minute from one pupil', async () => {
    const guesser = await signInAs(app, 'guesser@school.example', 'Guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await join('ACEFGH', guesser)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    const last = await join('ACEFGH', guesser);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      error: STORY_MEMBER_MESSAGES.joinRateLimited,
      code: 'joinRateLimited',
    });
    // Another pupil is not held up by it.
    expect((await join('ACEFGH', stranger)).statusCode).toBe(404);
  });
});

describe('what a co-author may do', () => {
  it('open, save and patch the story, but not delete it; strangers get 404 everywhere', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    await join(code, ben);
    const url = `/api/stories/${story._id}`;
    const read = await call('GET', url, ben);
    expect(read.statusCode).toBe(200);
    const saved = await call('PUT', url, ben, {
      version: story.version,
      slides: [{ ...story.slides[0], script: 'Ben wrote this.' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const patched = await call('PATCH', url, ben, {
      version: saved.json<Story>().version,
      slides: [{ ...saved.json<Story>().slides[0], script: 'Ben wrote more.' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call('GET', url, owner)).json<Story>().slides[0]!.script).toBe('Ben wrote more.');

    const deleted = await call('DELETE', url, ben);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({ error: STORY_MEMBER_MESSAGES.ownerOnly });
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, url, stranger, { version: 1, slides: story.slides });
      expect(response.statusCode, method).toBe(404);
    }
    expect((await call('GET', `${url}/members`, stranger)).statusCode).toBe(404);
  });
});

describe('members', () => {
  it('lists the owner first, then co-authors as they joined; the owner removes, a co-author leaves', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    await join(code, ben);
    await join(code, cleo);
    const [benId, cleoId, ownerId] = await Promise.all([userId(ben), userId(cleo), userId(owner)]);
    const url = `/api/stories/${story._id}/members`;
    const listed = (await call('GET', url, cleo)).json<StoryMembersResponse>();
    expect(listed.maxCoAuthors).toBe(MAX_CO_AUTHORS);
    expect(listed.members.map((m) => [m.displayName, m.role])).toEqual([
      ['Ana', 'owner'],
      ['Ben', 'co-author'],
      ['Cleo', 'co-author'],
    ]);

    // A co-author cannot remove another, nor the owner.
    expect((await call('DELETE', `${url}/${benId}`, cleo)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${ownerId}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/not-a-user`, owner)).statusCode).toBe(404);
    // Cleo leaves; the owner removes Ben.
    expect((await call('DELETE', `${url}/${cleoId}`, cleo)).statusCode).toBe(204);
    expect((await call('DELETE', `${url}/${benId}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/stories/${story._id}`, ben)).statusCode).toBe(404);
    const left = (await call('GET', '/api/stories', cleo)).json<StorySummary[]>();
    expect(left.some((s) => s._id === story._id)).toBe(false);
    expect((await call('GET', url, owner)).json<StoryMembersResponse>().members).toHaveLength(1);
  });

  it('go when the story is deleted', async () => {
    const story = await newStory();
    const { code } = await invite(story._id);
    await join(code, ben);
    expect((await call('DELETE', `/api/stories/${story._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/stories', ben)).json<StorySummary[]>()).not.toContainEqual(
      expect.objectContaining({ _id: story._id }),
    );
    expect((await join(code, cleo)).statusCode).toBe(404);
  });
});
