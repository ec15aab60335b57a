import { MAX_RUBRIC_CSV_BYTES, MAX_RUBRIC_NAME_LENGTH } from '@dsb/core';

/**
 * The name an imported rubric starts with: the file's name without `.csv` and the `-rubric`
 * that Export CSV adds, so 'Writing-rubric.csv' is offered as 'Writing'.
 */
export function nameFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.csv$/i, '')
    .replace(/[-_ ]rubric$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base.slice(0, MAX_RUBRIC_NAME_LENGTH);
}

/** Whether a file's text is past what the server takes (counted in UTF-8 bytes, as sent). */
export const csvTooLarge = (text: string) =>
  new TextEncoder().encode(text).length > MAX_RUBRIC_CSV_BYTES;
