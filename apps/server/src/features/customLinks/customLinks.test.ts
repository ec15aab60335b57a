import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_LINK_MESSAGES,
  type ClassStoryDetail,
  type ClassViewResponse,
  type CustomLink,
} from '@dsb/core';
import { prompts } from '../prompts/tables';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';

let app: TestApp;
let teacher: string;
let pupil: string;
let stranger: string;
let admin: string;
let promptId: string;

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  pupil = await signInAs(app, 'pupil@school.example', 'Sam Pupil');
  stranger = await signInAs(app, 'other@school.example', 'Other Teacher');
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin'); // admin@example.com is the test admin
  const [prompt] = await app.db
    .insert(prompts)
    .values({ bigQuestion: 'Are the seas rising?', promptScript: 'Tide gauges say...', topics: [] })
    .returning({ id: prompts.id });
  promptId = prompt!.id;
});
afterAll(() => app?.close());

const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) =>
  callAs(app, method, url, cookie, body);
const create = (cookie: string, body: Record<string, unknown>) =>
  as(cookie, 'POST', '/api/custom-links', body);

const slide = (index: number, script: string) => ({
  id: `slide-1700000000000-${index}`,
  title: `Slide ${index + 1}`,
  script,
  canvasState: [],
});

describe('custom links: the owner manages their own', () => {
  it('creates with trimmed name and id, lists with the prompt and zero counts', async () => {
    const response = await create(teacher, {
      name: '  Year 9 Geography  ',
      trackingId: '  geo-9b ',
      promptId,
      room: 'Room 12',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CustomLink>()).toMatchObject({
      name: 'Year 9 Geography',
      trackingId: 'geo-9b',
      promptId,
      promptTitle: 'Are the seas rising?',
      room: 'Room 12',
      openings: 0,
      pupilsStarted: 0,
    });
    const list = (await as(teacher, 'GET', '/api/custom-links')).json<CustomLink[]>();
    expect(list.map((l) => l.trackingId)).toEqual(['geo-9b']);
    expect((await as(stranger, 'GET', '/api/custom-links')).json()).toEqual([]);
  });

  it('answers the screen messages for bad names and ids', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ', trackingId: 'ok-1' }, CUSTOM_LINK_MESSAGES.nameRequired],
      [{ name: 'A', trackingId: '  ' }, CUSTOM_LINK_MESSAGES.trackingIdRequired],
      [{ name: 'A', trackingId: 'no spaces' }, CUSTOM_LINK_MESSAGES.trackingIdCharacters],
      [{ name: 'A', trackingId: 'x'.repeat(41) }, 'Tracking ID must be at most 40 characters'],
      [{ name: 'A'.repeat(101), trackingId: 'ok-2' }, 'Link name must be at most 100 characters'],
      [{ name: 'A', trackingId: 'ok-3', promptId: 'nope' }, CUSTOM_LINK_MESSAGES.promptNotFound],
    ];
    for (const [body, message] of cases) {
      const response = await create(teacher, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it('keeps tracking ids unique across users, whatever their case, even when two race', async () => {
    const taken = await create(stranger, { name: 'Mine', trackingId: 'GEO-9B' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(CUSTOM_LINK_MESSAGES.trackingIdTaken);
    const check = await as(stranger, 'GET', '/api/custom-links/check-id?trackingId=Geo-9b');
    expect(check.json()).toEqual({ exists: true });
    const race = await Promise.all([
      create(teacher, { name: 'One', trackingId: 'race-1' }),
      create(stranger, { name: 'Two', trackingId: 'race-1' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("hides another user's link: update, delete and class view answer 404", async () => {
    const [link] = (await as(teacher, 'GET', '/api/custom-links')).json<CustomLink[]>();
    const id = link!._id;
    const update = await as(stranger, 'PUT', `/api/custom-links/${id}`, {
      name: 'Hijacked',
      trackingId: 'hijack',
    });
    expect(update.statusCode).toBe(404);
    expect((await as(stranger, 'DELETE', `/api/custom-links/${id}`)).statusCode).toBe(404);
    expect((await as(stranger, 'GET', `/api/custom-links/${id}/class`)).statusCode).toBe(404);
    const invalid = await as(teacher, 'PUT', '/api/custom-links/not-a-uuid', {
      name: 'X',
      trackingId: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(CUSTOM_LINK_MESSAGES.invalidLinkId);
    expect((await as(undefined, 'GET', '/api/custom-links')).statusCode).toBe(401);
  });
});

describe('custom links: what a link does, and the class view', () => {
  let linkId: string;
  let storyId: string;

  beforeAll(async () => {
    const created = await create(teacher, { name: 'Class 7C', trackingId: 'class-7c', promptId });
    linkId = created.json<CustomLink>()._id;
  });

  it('opens for anyone, counting each opening; an unknown id says the link is gone', async () => {
    const opened = await as(undefined, 'POST', '/api/custom-links/open', {
      trackingId: 'CLASS-7C',
    });
    expect(opened.json()).toEqual({ trackingId: 'class-7c', promptId, room: null });
    await as(pupil, 'POST', '/api/custom-links/open', { trackingId: 'class-7c' });
    const unknown = await as(undefined, 'POST', '/api/custom-links/open', { trackingId: 'gone' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(CUSTOM_LINK_MESSAGES.linkInactive);
  });

  it("shows the owner the pupils' stories with their slides and scripts, read-only", async () => {
    const story = await as(pupil, 'POST', '/api/stories', {
      template: 'blank',
      title: 'Rising seas',
      trackingId: 'class-7c',
      slides: [slide(0, 'The sea rose 20 cm.'), slide(1, '   ')],
    });
    expect(story.statusCode, story.body).toBe(201);
    storyId = story.json()._id;

    const view = (
      await as(teacher, 'GET', `/api/custom-links/${linkId}/class`)
    ).json<ClassViewResponse>();
    expect(view.link).toMatchObject({ openings: 2, pupilsStarted: 1 });
    expect(view.stories).toEqual([
      expect.objectContaining({
        storyId,
        pupilName: 'Sam Pupil',
        title: 'Rising seas',
        slideCount: 2,
        scriptedSlides: 1,
      }),
    ]);
    const detail = await as(teacher, 'GET', `/api/custom-links/${linkId}/class/stories/${storyId}`);
    expect(detail.json<ClassStoryDetail>().slides.map((s) => s.script)).toEqual([
      'The sea rose 20 cm.',
      '   ',
    ]);
    const csv = await as(teacher, 'GET', `/api/custom-links/${linkId}/class.csv`);
    expect(csv.headers['content-disposition']).toMatch(/class-7c-class-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body).toContain('Pupil,Story,Slides,Slides with a script,Last edited');
    expect(csv.body).toContain('Sam Pupil,Rising seas,2,1,');
  });

  it('shows a group story with its co-authors, on screen and in the CSV', async () => {
    const code = (await as(pupil, 'POST', `/api/stories/${storyId}/invites`)).json().code;
    expect((await as(stranger, 'POST', '/api/stories/join', { code })).statusCode).toBe(200);
    const view = (
      await as(teacher, 'GET', `/api/custom-links/${linkId}/class`)
    ).json<ClassViewResponse>();
    expect(view.stories[0]).toMatchObject({ pupilName: 'Sam Pupil', coAuthors: ['Other Teacher'] });
    const detail = await as(teacher, 'GET', `/api/custom-links/${linkId}/class/stories/${storyId}`);
    expect(detail.json<ClassStoryDetail>().coAuthors).toEqual(['Other Teacher']);
    const csv = await as(teacher, 'GET', `/api/custom-links/${linkId}/class.csv`);
    expect(csv.body).toContain('Last edited,Co-authors');
    expect(csv.body).toMatch(/Sam Pupil,Rising seas,2,1,[^,]+,Other Teacher/);
    const members = await as(pupil, 'GET', `/api/stories/${storyId}/members`);
    const strangerId = members.json().members[1].userId;
    await as(stranger, 'DELETE', `/api/stories/${storyId}/members/${strangerId}`);
  });

  it('lets admins read it, and nobody else (a third user gets 404)', async () => {
    const byAdmin = await as(admin, 'GET', `/api/custom-links/${linkId}/class/stories/${storyId}`);
    expect(byAdmin.statusCode).toBe(200);
    for (const url of [
      `/api/custom-links/${linkId}/class`,
      `/api/custom-links/${linkId}/class/stories/${storyId}`,
      `/api/custom-links/${linkId}/class.csv`,
    ]) {
      expect((await as(stranger, 'GET', url)).statusCode, url).toBe(404);
      expect((await as(pupil, 'GET', url)).statusCode, url).toBe(404);
    }
    // Nor does the owner read a story that was not started through this link.
    const own = await as(stranger, 'POST', '/api/stories', {
      template: 'blank',
      slides: [slide(0, 'Mine')],
    });
    const other = own.json()._id;
    const url = `/api/custom-links/${linkId}/class/stories/${other}`;
    expect((await as(teacher, 'GET', url)).statusCode).toBe(404);
  });

  it("deleting the link keeps the pupil's story and ends the class view, even for a reused id", async () => {
    expect((await as(teacher, 'DELETE', `/api/custom-links/${linkId}`)).statusCode).toBe(200);
    expect((await as(pupil, 'GET', `/api/stories/${storyId}`)).statusCode).toBe(200);
    expect((await as(teacher, 'GET', `/api/custom-links/${linkId}/class`)).statusCode).toBe(404);
    const reused = await create(stranger, { name: 'New', trackingId: 'class-7c' });
    const view = await as(stranger, 'GET', `/api/custom-links/${reused.json()._id}/class`);
    expect(view.json<ClassViewResponse>().stories).toEqual([]);
  });
});

describe('settings follow the user', () => {
  it('reads defaults, merges changes, refuses bad values', async () => {
    expect((await as(pupil, 'GET', '/api/me/settings')).json()).toEqual({
      agentGuidance: 'default',
      headlinesEnabled: false,
    });
    await as(pupil, 'PUT', '/api/me/settings', { agentGuidance: 'maximum' });
    const both = await as(pupil, 'PUT', '/api/me/settings', { headlinesEnabled: true });
    expect(both.json()).toEqual({ agentGuidance: 'maximum', headlinesEnabled: true });
    const bad = await as(pupil, 'PUT', '/api/me/settings', { agentGuidance: 'loud' });
    expect(bad.statusCode).toBe(400);
    expect((await as(undefined, 'GET', '/api/me/settings')).statusCode).toBe(401);
    // Another user's settings are their own.
    expect((await as(teacher, 'GET', '/api/me/settings')).json().agentGuidance).toBe('default');
  });
});
