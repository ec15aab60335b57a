import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_LINK_MESSAGES, type ClassViewResponse, type CustomLink } from '@dsb/core';
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
let linkId: string;

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  pupil = await signInAs(app, 'pupil@school.example', 'Sam Pupil');
  const link = await callAs(app, 'POST', '/api/custom-links', teacher, {
    name: 'Class 9A',
    trackingId: 'class-9a',
  });
  linkId = link.json<CustomLink>()._id;
});
afterAll(() => app?.close());

const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) =>
  callAs(app, method, url, cookie, body);
const newStory = (cookie: string, extra: Record<string, unknown> = {}) =>
  as(cookie, 'POST', '/api/stories', {
    template: 'blank',
    slides: [{ id: 'slide-1700000000000-0', title: 'Slide 1' }],
    ...extra,
  });
const classView = async () =>
  (await as(teacher, 'GET', `/api/custom-links/${linkId}/class`)).json<ClassViewResponse>();

describe('the pending tracking id on the user record', () => {
  it('refuses visitors, bad ids and links that do not exist', async () => {
    const body = { trackingId: 'class-9a' };
    expect((await as(undefined, 'POST', '/auth/update-user-tracking', body)).statusCode).toBe(401);
    const bad = await as(pupil, 'POST', '/auth/update-user-tracking', { trackingId: 'a b' });
    expect(bad.statusCode).toBe(400);
    const gone = await as(pupil, 'POST', '/auth/update-user-tracking', { trackingId: 'nope' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(CUSTOM_LINK_MESSAGES.linkInactive);
  });

  it('ties a story started later without the id (another tab, another device) to the link', async () => {
    const saved = await as(pupil, 'POST', '/auth/update-user-tracking', { trackingId: 'CLASS-9A' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ trackingId: 'class-9a' });

    const story = await newStory(pupil);
    expect(story.statusCode, story.body).toBe(201);
    expect(story.json().trackingId).toBe('class-9a');
    const view = await classView();
    expect(view.link.pupilsStarted).toBe(1);
    expect(view.stories.map((s) => s.pupilName)).toEqual(['Sam Pupil']);
  });

  it('leaves alone a story that says it has no link, and other users', async () => {
    expect((await newStory(pupil, { trackingId: null })).json().trackingId).toBeNull();
    expect((await newStory(teacher)).json().trackingId).toBeNull();
  });

  it('ties nothing once the link is deleted', async () => {
    await as(teacher, 'DELETE', `/api/custom-links/${linkId}`);
    expect((await newStory(pupil)).json().trackingId).toBeNull();
  });
});
