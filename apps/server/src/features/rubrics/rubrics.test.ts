import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RUBRICS_PER_USER, RUBRIC_MESSAGES, type Rubric } from '@dsb/core';
import { users } from '../../platform/auth/tables';
import { eq } from 'drizzle-orm';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';
import { withCriterionIds } from './criterionIds';
import { findRubric } from './index';
import { rubrics } from './tables';

let app: TestApp;
let teacher: string;
let stranger: string;

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  stranger = await signInAs(app, 'other@school.example', 'Other Teacher');
});
afterAll(() => app?.close());

const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) =>
  callAs(app, method, url, cookie, body);
const levels = (...points: number[]) =>
  points.map((p) => ({ description: `Level worth ${p}`, points: p }));
const input = (name = 'Data story') => ({
  name,
  criteria: [
    { name: 'Evidence', levels: levels(0, 2, 4) },
    { name: 'Evidence', levels: levels(1) },
    { name: 'Voice & tone!', levels: levels(0, 3) },
  ],
});
const create = async (cookie: string, body: unknown = input()) => {
  const response = await as(cookie, 'POST', '/api/rubrics', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Rubric>();
};

describe('rubrics: a teacher keeps their own', () => {
  it('creates with trimmed names and slug ids unique within the rubric', async () => {
    const rubric = await create(teacher, { ...input(), name: '  Data story  ' });
    expect(rubric.name).toBe('Data story');
    expect(rubric.criteria.map((c) => c.id)).toEqual(['evidence', 'evidence-2', 'voice-tone']);
    expect(rubric.criteria[0]!.levels).toEqual(levels(0, 2, 4));
    expect(await findRubric(app.db, rubric.id)).toEqual(rubric);
    expect(await findRubric(app.db, 'not-a-uuid')).toBeNull();
    const read = await as(teacher, 'GET', `/api/rubrics/${rubric.id}`);
    expect(read.json()).toEqual(rubric);
  });

  it('lists the most recently changed first, and only the caller’s', async () => {
    const older = await create(teacher, input('Older'));
    const newer = await create(teacher, input('Newer'));
    await as(teacher, 'PUT', `/api/rubrics/${older.id}`, input('Older, edited'));
    const list = (await as(teacher, 'GET', '/api/rubrics')).json<Rubric[]>();
    expect(list.slice(0, 2).map((r) => r.id)).toEqual([older.id, newer.id]);
    expect((await as(stranger, 'GET', '/api/rubrics')).json()).toEqual([]);
    expect((await as(undefined, 'GET', '/api/rubrics')).statusCode).toBe(401);
  });

  it('keeps each criterion’s id on update, sent or matched by name, and names new ones', async () => {
    const rubric = await create(teacher);
    const [evidence, evidence2, voice] = rubric.criteria;
    const response = await as(teacher, 'PUT', `/api/rubrics/${rubric.id}`, {
      name: 'Renamed',
      criteria: [
        { name: 'Voice & tone!', levels: levels(5) }, // no id: the stored one with its name
        { id: evidence!.id, name: 'Evidence, renamed', levels: levels(1, 2) },
        { name: 'Structure', levels: levels(3) },
        { id: evidence!.id, name: 'Duplicate id', levels: levels(1) },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Rubric>();
    expect(updated.name).toBe('Renamed');
    expect(updated.criteria.map((c) => c.id)).toEqual([
      voice!.id,
      evidence!.id,
      'structure',
      'duplicate-id',
    ]);
    expect(updated.criteria.map((c) => c.id)).not.toContain(evidence2!.id);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(rubric.updatedAt));
  });

  it('copies as "{name} (copy)" with the same criteria, and deletes with 204', async () => {
    const rubric = await create(teacher, input('x'.repeat(100)));
    const copy = await as(teacher, 'POST', `/api/rubrics/${rubric.id}/copy`);
    expect(copy.statusCode).toBe(201);
    const copied = copy.json<Rubric>();
    expect(copied.id).not.toBe(rubric.id);
    expect(copied.name).toBe(`${'x'.repeat(93)} (copy)`);
    expect(copied.criteria).toEqual(rubric.criteria);
    const plain = await create(teacher, input('Plain'));
    const plainCopy = await as(teacher, 'POST', `/api/rubrics/${plain.id}/copy`);
    expect(plainCopy.json<Rubric>().name).toBe('Plain (copy)');
    expect((await as(teacher, 'DELETE', `/api/rubrics/${copied.id}`)).statusCode).toBe(204);
    expect((await as(teacher, 'GET', `/api/rubrics/${copied.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another teacher’s rubric, whatever the call', async () => {
    const rubric = await create(teacher, input('Mine'));
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `/api/rubrics/${rubric.id}`],
      ['PUT', `/api/rubrics/${rubric.id}`, input('Hijacked')],
      ['DELETE', `/api/rubrics/${rubric.id}`],
      ['POST', `/api/rubrics/${rubric.id}/copy`],
      ['GET', `/api/rubrics/${rubric.id}/csv`],
      ['GET', '/api/rubrics/not-a-uuid'],
    ];
    for (const [method, url, body] of calls) {
      const response = await as(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: RUBRIC_MESSAGES.notFound, code: 'notFound' });
    }
    expect((await as(teacher, 'GET', `/api/rubrics/${rubric.id}`)).json().name).toBe('Mine');
  });

  it('answers the schema’s messages with their codes for bad rubrics', async () => {
    const cases: Array<[unknown, keyof typeof RUBRIC_MESSAGES]> = [
      [{ ...input(), name: '  ' }, 'nameRequired'],
      [{ ...input(), name: 'x'.repeat(101) }, 'nameTooLong'],
      [{ name: 'R', criteria: [] }, 'criterionRequired'],
      [{ name: 'R', criteria: [{ name: ' ', levels: levels(1) }] }, 'criterionNameRequired'],
      [{ name: 'R', criteria: [{ name: 'C', levels: [] }] }, 'levelRequired'],
      [{ name: 'R', criteria: [{ name: 'C', levels: levels(101) }] }, 'pointsRange'],
      [{ name: 'R', criteria: [{ name: 'C', levels: levels(1.5) }] }, 'pointsRange'],
      [
        { name: 'R', criteria: Array(11).fill({ name: 'C', levels: levels(1) }) },
        'tooManyCriteria',
      ],
    ];
    for (const [body, code] of cases) {
      const response = await as(teacher, 'POST', '/api/rubrics', body);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ error: RUBRIC_MESSAGES[code], code });
    }
  });

  it(`keeps at most ${MAX_RUBRICS_PER_USER} rubrics a teacher, for create, copy and import`, async () => {
    const limited = await signInAs(app, 'busy@school.example', 'Busy Teacher');
    const [me] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'busy@school.example'));
    const first = await create(limited);
    const stored = withCriterionIds(input().criteria);
    await app.db.insert(rubrics).values(
      Array.from({ length: MAX_RUBRICS_PER_USER - 1 }, (_, i) => ({
        ownerId: me!.id,
        name: `R${i}`,
        criteria: stored,
      })),
    );
    const refusals = await Promise.all([
      as(limited, 'POST', '/api/rubrics', input()),
      as(limited, 'POST', `/api/rubrics/${first.id}/copy`),
      as(limited, 'POST', '/api/rubrics/import', {
        name: 'Imported',
        csv: 'Criterion,Level,Description,Points\nC,1,D,1\n',
      }),
    ]);
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: RUBRIC_MESSAGES.tooManyRubrics,
        code: 'tooManyRubrics',
      });
    }
    await as(limited, 'DELETE', `/api/rubrics/${first.id}`);
    expect((await as(limited, 'POST', '/api/rubrics', input())).statusCode).toBe(201);
  });
});
