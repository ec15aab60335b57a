import { MAX_ROSTER_BUNDLE_BYTES } from '@dsb/core';
import { megabytes, ROSTER_MESSAGES as M } from './messages';

type FileLike = { name: string; size: number };

/**
 * Why a chosen file cannot be sent, or null: checked before the upload, so a 200 MB export is
 * refused at once instead of after minutes of uploading. The server checks the same limit.
 */
export function bundleFileProblem(file: FileLike): string | null {
  if (file.size > MAX_ROSTER_BUNDLE_BYTES) return M.tooLarge(megabytes(file.size));
  if (!/\.zip$/i.test(file.name)) return M.notZip;
  if (file.size === 0) return M.emptyFile;
  return null;
}
