import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, MAX_BANK_COMMENTS, type BankComment } from '@dsb/core';
import { commentBank } from './tables';
import { classStory, createFeedbackClass, handIn, type FeedbackClass } from './feedbackTestSupport';

let c: FeedbackClass;
beforeAll(async () => {
  c = await createFeedbackClass();
});
afterAll(() => c?.app.close());

const bank = async (cookie: string, q?: string) => {
  const url =
    q === undefined ? '/api/comment-bank' : `/api/comment-bank?q=${encodeURIComponent(q)}`;
  const response = await c.as(cookie, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BankComment[]>();
};

describe('the comment bank', () => {
  it("fills with the teacher's comments, most used first, and is searchable", async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    const say = (text: string) =>
      c.as(c.teacher, 'POST', `/api/handins/${handinId}/comments`, {
        target: { kind: 'story' },
        text,
      });
    await say('Name your source.');
    await say('Great chart choice!');
    await say('Name your source.');
    expect((await bank(c.teacher)).map((b) => [b.text, b.uses])).toEqual([
      ['Name your source.', 2],
      ['Great chart choice!', 1],
    ]);
    expect((await bank(c.teacher, 'CHART')).map((b) => b.text)).toEqual(['Great chart choice!']);
    expect(await bank(c.teacher, '100%')).toEqual([]);
    // Each teacher's bank is their own.
    expect(await bank(c.stranger)).toEqual([]);
  });

  it('adds, edits and deletes entries as a personal list', async () => {
    const added = await c.as(c.teacher, 'POST', '/api/comment-bank', {
      text: ' Explain the axis. ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<BankComment>();
    expect(entry).toMatchObject({ text: 'Explain the axis.', uses: 0 });
    const again = await c.as(c.teacher, 'POST', '/api/comment-bank', { text: 'Explain the axis.' });
    expect(again.json<BankComment>().id).toBe(entry.id);

    const edited = await c.as(c.teacher, 'PATCH', `/api/comment-bank/${entry.id}`, {
      text: 'Explain both axes.',
    });
    expect(edited.json<BankComment>().text).toBe('Explain both axes.');
    // Edited into the text of another entry, the two become one.
    const merged = await c.as(c.teacher, 'PATCH', `/api/comment-bank/${entry.id}`, {
      text: 'Name your source.',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<BankComment>()).toMatchObject({ text: 'Name your source.', uses: 2 });
    const { id } = merged.json<BankComment>();
    expect((await c.as(c.stranger, 'DELETE', `/api/comment-bank/${id}`)).statusCode).toBe(404);
    expect(
      (await c.as(c.stranger, 'PATCH', `/api/comment-bank/${id}`, { text: 'x' })).statusCode,
    ).toBe(404);
    expect((await c.as(c.teacher, 'DELETE', `/api/comment-bank/${id}`)).statusCode).toBe(204);
    expect((await c.as(c.teacher, 'DELETE', `/api/comment-bank/not-an-id`)).statusCode).toBe(404);
    expect((await bank(c.teacher)).map((b) => b.text)).toEqual(['Great chart choice!']);
  });

  it('refuses bad text and holds at most 500 comments', async () => {
    const long = await c.as(c.teacher, 'POST', '/api/comment-bank', { text: 'x'.repeat(2001) });
    expect(long.json()).toEqual({
      error: FEEDBACK_MESSAGES.commentTooLong,
      code: 'commentTooLong',
    });
    const search = await c.as(c.teacher, 'GET', `/api/comment-bank?q=${'x'.repeat(101)}`);
    expect(search.statusCode).toBe(400);
    expect((await c.as(undefined, 'GET', '/api/comment-bank')).statusCode).toBe(401);

    const me = (await c.as(c.stranger, 'GET', '/auth/current-user')).json().user._id;
    await c.app.db.insert(commentBank).values(
      Array.from({ length: MAX_BANK_COMMENTS }, (_, i) => ({
        ownerId: me,
        text: `Comment ${i}`,
      })),
    );
    const full = await c.as(c.stranger, 'POST', '/api/comment-bank', { text: 'One more' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ error: FEEDBACK_MESSAGES.bankFull, code: 'bankFull' });
    expect(await bank(c.stranger)).toHaveLength(MAX_BANK_COMMENTS);
  });
});
