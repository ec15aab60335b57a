import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUBRIC_MESSAGES, type CustomLink, type Rubric } from '@dsb/core';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';

let app: TestApp;
let teacher: string;
let stranger: string;
let rubric: Rubric;
let strangersRubric: Rubric;

const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) =>
  callAs(app, method, url, cookie, body);
const newRubric = async (cookie: string, name: string) =>
  (
    await as(cookie, 'POST', '/api/rubrics', {
      name,
      criteria: [{ name: 'Evidence', levels: [{ description: 'Some', points: 2 }] }],
    })
  ).json<Rubric>();

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  stranger = await signInAs(app, 'other@school.example', 'Other Teacher');
  rubric = await newRubric(teacher, 'Year 9 stories');
  strangersRubric = await newRubric(stranger, 'Not yours');
});
afterAll(() => app?.close());

describe('class links: a rubric and review before sharing (docs/product/custom-links.md)', () => {
  it('creates without either by default, and lists both', async () => {
    const response = await as(teacher, 'POST', '/api/custom-links', {
      name: 'Plain',
      trackingId: 'plain-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CustomLink>()).toMatchObject({
      rubricId: null,
      rubricName: null,
      reviewBeforeSharing: false,
    });
  });

  it('keeps the owner’s rubric and the setting, and returns them in the list', async () => {
    const created = await as(teacher, 'POST', '/api/custom-links', {
      name: 'Geography',
      trackingId: 'geo-rubric',
      rubricId: rubric.id,
      reviewBeforeSharing: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json<CustomLink>();
    expect(link).toMatchObject({
      rubricId: rubric.id,
      rubricName: 'Year 9 stories',
      reviewBeforeSharing: true,
    });
    const list = (await as(teacher, 'GET', '/api/custom-links')).json<CustomLink[]>();
    expect(list.find((l) => l._id === link._id)).toEqual(link);

    const updated = await as(teacher, 'PUT', `/api/custom-links/${link._id}`, {
      name: 'Geography',
      trackingId: 'geo-rubric',
      rubricId: null,
      reviewBeforeSharing: false,
    });
    expect(updated.json<CustomLink>()).toMatchObject({
      rubricId: null,
      rubricName: null,
      reviewBeforeSharing: false,
    });
  });

  it('refuses another teacher’s rubric or an unknown one with 400 Rubric not found', async () => {
    const [link] = (await as(teacher, 'GET', '/api/custom-links')).json<CustomLink[]>();
    const bodies = [
      { name: 'A', trackingId: 'a-1', rubricId: strangersRubric.id },
      { name: 'A', trackingId: 'a-1', rubricId: '00000000-0000-4000-8000-000000000000' },
      { name: 'A', trackingId: 'a-1', rubricId: 'not-a-uuid' },
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', '/api/custom-links'],
        ['PUT', `/api/custom-links/${link!._id}`],
      ] as const) {
        const response = await as(teacher, method, url, body);
        expect(response.statusCode, `${method} ${body.rubricId}`).toBe(400);
        expect(response.json().error).toBe(RUBRIC_MESSAGES.notFound);
      }
    }
    const after = (await as(teacher, 'GET', '/api/custom-links')).json<CustomLink[]>();
    expect(after.map((l) => l.trackingId)).not.toContain('a-1');
    expect(after.find((l) => l._id === link!._id)).toEqual(link);
  });

  it('leaves links without a rubric when the rubric is deleted', async () => {
    const doomed = await newRubric(teacher, 'Doomed');
    const link = (
      await as(teacher, 'POST', '/api/custom-links', {
        name: 'Soon without',
        trackingId: 'soon-without',
        rubricId: doomed.id,
        reviewBeforeSharing: true,
      })
    ).json<CustomLink>();
    expect(link.rubricName).toBe('Doomed');
    expect((await as(teacher, 'DELETE', `/api/rubrics/${doomed.id}`)).statusCode).toBe(204);
    const list = (await as(teacher, 'GET', '/api/custom-links')).json<CustomLink[]>();
    expect(list.find((l) => l._id === link._id)).toMatchObject({
      rubricId: null,
      rubricName: null,
      reviewBeforeSharing: true,
    });
  });
});
