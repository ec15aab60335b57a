import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClassViewResponse, CustomLink } from '@dsb/core';
import { users } from '../../platform/auth/tables';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { linkRoster } from './tables';

let app: TestApp;
afterAll(() => app?.close());
beforeAll(async () => {
  app = await createTestApp();
});

const idOf = async (email: string) =>
  (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the class view and the roster', () => {
  it('lists roster pupils without a story as not started, once each, and not the owner', async () => {
    const teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
    const ana = await signInAs(app, 'ana@school.example', 'Ana Roster');
    await signInAs(app, 'ben@school.example', 'Ben Roster');
    const link = await callAs(app, 'POST', '/api/custom-links', teacher, {
      name: 'Class 8B',
      trackingId: 'class-8b',
    });
    const linkId = link.json<CustomLink>()._id;
    const roster = ['ana@school.example', 'ben@school.example', 'teacher@school.example'];
    for (const email of roster) {
      await app.db.insert(linkRoster).values({ linkId, userId: await idOf(email), source: 'lti' });
    }
    // Ana both opened the link and is on the roster: she is listed once.
    await callAs(app, 'POST', '/api/custom-links/open', ana, { trackingId: 'class-8b' });
    const view = async () =>
      (
        await callAs(app, 'GET', `/api/custom-links/${linkId}/class`, teacher)
      ).json<ClassViewResponse>();
    expect((await view()).notStarted).toEqual(['Ana Roster', 'Ben Roster']);

    const story = await callAs(app, 'POST', '/api/stories', ana, {
      template: 'blank',
      title: 'Tides',
      trackingId: 'class-8b',
      slides: [{ id: 'slide-1700000000000-0', title: 'One', script: '', canvasState: [] }],
    });
    expect(story.statusCode, story.body).toBe(201);
    expect((await view()).notStarted).toEqual(['Ben Roster']);
  });
});
