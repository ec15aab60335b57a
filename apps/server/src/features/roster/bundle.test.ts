import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readBundle } from './bundle';
import { ROSTER_MESSAGES } from './messages';

const zip = async (files: Record<string, string>) => {
  const archive = new JSZip();
  for (const [name, text] of Object.entries(files)) archive.file(name, text);
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.catch((e: unknown) => e)) as { statusCode: number; message: string };
  return { status: error.statusCode, message: error.message };
};

describe('reading the ZIP of a OneRoster bundle', () => {
  it('finds the files at the top or in a folder, any case, and ignores the rest', async () => {
    const bundle = await readBundle(
      await zip({
        'export-2026/Users.csv': 'sourcedId\n',
        'export-2026/classes.csv': 'sourcedId,title\n',
        'export-2026/orgs.csv': 'sourcedId\n',
        '__MACOSX/export-2026/._users.csv': 'junk',
        'enrollments.csv': 'sourcedId\n',
      }),
    );
    expect(bundle.duplicates).toEqual([]);
    expect(Object.keys(bundle.texts).sort()).toEqual([
      'classes.csv',
      'enrollments.csv',
      'users.csv',
    ]);
    expect(bundle.texts['users.csv']).toBe('sourcedId\n');
  });

  it('names a file found twice', async () => {
    const bundle = await readBundle(await zip({ 'a/users.csv': 'x', 'b/users.csv': 'y' }));
    expect(bundle.duplicates).toEqual(['users.csv']);
  });

  it('refuses an empty body and a body that is not a ZIP with 400', async () => {
    expect(await refusal(readBundle(Buffer.alloc(0)))).toEqual({
      status: 400,
      message: ROSTER_MESSAGES.emptyBody,
    });
    expect(await refusal(readBundle(Buffer.from('sourcedId,title\n')))).toEqual({
      status: 400,
      message: ROSTER_MESSAGES.notZip,
    });
  });

  it('stops a bundle whose files unpack past the limit with 413', async () => {
    const body = await zip({
      'users.csv': 'a'.repeat(600_000),
      'classes.csv': 'b'.repeat(600_000),
    });
    expect(body.length).toBeLessThan(10_000);
    expect(await refusal(readBundle(body, 1_000_000))).toEqual({
      status: 413,
      message: ROSTER_MESSAGES.tooLargeUnpacked,
    });
    expect(Object.keys((await readBundle(body, 1_300_000)).texts)).toHaveLength(2);
  });
});
