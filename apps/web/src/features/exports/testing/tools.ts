import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Debian's poppler-utils and LibreOffice, as the export tests use them (installed by .ci/run). */

const run = promisify(execFile);

export async function withTempDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dsb-export-'));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdfinfo's page count and page size (in points). */
export async function pdfInfo(file: string): Promise<{ pages: number; size: string }> {
  const { stdout } = await run('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  const size = /^Page size:\s+(.+?)\s+pts/m.exec(stdout)?.[1] ?? '';
  return { pages, size };
}

/** The text of a PDF as pdftotext reads it (only real text, never pictures). */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** Converts a document to PDF with LibreOffice headless; returns the PDF's path. */
export async function sofficeToPdf(file: string, outDir: string): Promise<string> {
  // A profile of its own: two conversions at once must not share (and lock) one.
  const profile = `file://${path.join(outDir, 'lo-profile')}`;
  await run(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      file,
    ],
    { timeout: 150_000 },
  );
  return path.join(outDir, `${path.basename(file, path.extname(file))}.pdf`);
}
