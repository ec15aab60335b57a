import JSZip from 'jszip';
import { HttpError } from '../../platform/http/errors';
import { MAX_UNPACKED_BYTES, ROSTER_MESSAGES } from './messages';

/** The files of a OneRoster CSV bundle the import reads; the others are ignored. */
export const BUNDLE_FILES = [
  'manifest.csv',
  'users.csv',
  'classes.csv',
  'enrollments.csv',
] as const;
export type BundleFileName = (typeof BUNDLE_FILES)[number];

/** What was found in the ZIP: each known file's text, and the names found more than once. */
export type BundleFiles = {
  texts: Partial<Record<BundleFileName, string>>;
  duplicates: BundleFileName[];
};

const isBundleFile = (name: string): name is BundleFileName =>
  (BUNDLE_FILES as readonly string[]).includes(name);

/**
 * Opens the ZIP and reads its CSV files, at the top or in one folder (some exports wrap them).
 * A body that is not a ZIP answers 400; unpacked files past MAX_UNPACKED_BYTES answer 413, read
 * as a stream so a small archive that unpacks to gigabytes is stopped early.
 */
export async function readBundle(
  body: unknown,
  maxUnpackedBytes = MAX_UNPACKED_BYTES,
): Promise<BundleFiles> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new HttpError(400, ROSTER_MESSAGES.emptyBody);
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(body);
  } catch {
    throw new HttpError(400, ROSTER_MESSAGES.notZip);
  }
  const found = new Map<BundleFileName, JSZip.JSZipObject>();
  const duplicates: BundleFileName[] = [];
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || entry.name.startsWith('__MACOSX/')) continue;
    const base = (entry.name.split('/').pop() ?? '').toLowerCase();
    if (!isBundleFile(base)) continue;
    if (found.has(base)) duplicates.push(base);
    else found.set(base, entry);
  }
  const texts: BundleFiles['texts'] = {};
  let budget = maxUnpackedBytes;
  for (const [name, entry] of found) {
    const bytes = await readLimited(entry, budget);
    budget -= bytes.length;
    texts[name] = bytes.toString('utf8');
  }
  return { texts, duplicates };
}

/** One file's bytes, refusing past `limit` while it unpacks. */
function readLimited(entry: JSZip.JSZipObject, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        stream.pause();
        reject(new HttpError(413, ROSTER_MESSAGES.tooLargeUnpacked));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', () => {
      if (done) return;
      done = true;
      reject(new HttpError(400, ROSTER_MESSAGES.notZip));
    });
    stream.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
  });
}
