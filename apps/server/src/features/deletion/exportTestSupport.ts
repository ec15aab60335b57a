import JSZip from 'jszip';
import { expect } from 'vitest';
import { PRIVACY_INVENTORY } from '../../composition/privacyInventory';
import { exportedTables } from '../dataExport';
import type { FeedbackClass } from '../feedback/feedbackTestSupport';

/**
 * Test support for the done-when test of issue #30 (deletion.test.ts): the person's "All my
 * data" ZIP, and the check that every kind of their data is in it.
 */

/** The person's "All my data" ZIP, as they download it once its job is done. */
export async function exportOf(c: FeedbackClass, cookie: string): Promise<JSZip> {
  const started = await c.as(cookie, 'POST', '/api/me/export');
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 200; i += 1) {
    const status = (await c.as(cookie, 'GET', `/api/exports/${started.json().jobId}`)).json();
    if (status.status === 'done') {
      return JSZip.loadAsync((await c.as(cookie, 'GET', status.url)).rawPayload);
    }
    expect(status.status, JSON.stringify(status)).toMatch(/pending|running/);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export did not finish');
}

/** Tables a pupil who used every feature has rows in, by export file. */
const USED: ReadonlyArray<readonly [string, string]> = [
  ['account.json', 'users'],
  ['account.json', 'roster_sources'],
  ['stories.json', 'stories'],
  ['stories.json', 'story_members'],
  ['feedback.json', 'handins'],
  ['feedback.json', 'handin_comments'],
  ['ai-help.json', 'chat_sessions'],
  ['ai-help.json', 'chat_messages'],
  ['saved-prompts.json', 'saved_prompts'],
  ['headlines.json', 'saved_headlines'],
  ['uploads.json', 'images'],
  ['videos.json', 'videos'],
  ['activity.json', 'activity_log'],
];

/**
 * Every file the inventory declares is in the ZIP with each of its tables; the tables the pupil
 * used have their rows; `words` are somewhere in it, `scripts` in the readable story copies, and
 * `files` (with README.txt and an upload) among its files.
 */
export async function expectEveryKind(
  zip: JSZip,
  expected: { words: string[]; scripts: string[]; files: string[] },
): Promise<void> {
  const files = Object.keys(zip.files);
  const json = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
  for (const { file, table } of exportedTables(PRIVACY_INVENTORY)) {
    expect(await json(file), `${table} in ${file}`).toHaveProperty(table);
  }
  for (const [file, table] of USED) {
    expect((await json(file))[table].length, `${table} in ${file}`).toBeGreaterThan(0);
  }
  const text = (await Promise.all(files.map((f) => zip.file(f)!.async('string')))).join();
  for (const words of expected.words) expect(text).toContain(words);
  const pages = files.filter((f) => f.startsWith('stories/') && f.endsWith('.html'));
  const html = (await Promise.all(pages.map((f) => zip.file(f)!.async('string')))).join();
  for (const script of expected.scripts) expect(html).toContain(script);
  expect(files).toEqual(
    expect.arrayContaining([
      'README.txt',
      ...expected.files,
      expect.stringMatching(/^uploads\/[^/]+$/),
    ]),
  );
}
