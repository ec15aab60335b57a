import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Text read back from a rendered picture by Tesseract (Debian's tesseract-ocr with its Arabic,
 * Simplified Chinese and Hindi data, installed by .ci/run): an independent check that exported
 * pages and video frames show the letters joined and in reading order, not boxes, isolated
 * letters or reversed words. `crop` is a box in the picture's pixels.
 */

const run = promisify(execFile);
export type OcrLanguage = 'ara' | 'chi_sim' | 'hin';

export async function readText(
  file: string,
  language: OcrLanguage,
  crop?: { x: number; y: number; width: number; height: number },
): Promise<string> {
  let input = file;
  if (crop) {
    input = file.replace(/(\.\w+)?$/, '-crop.png');
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      file,
      '-vf',
      `crop=${crop.width}:${crop.height}:${crop.x}:${crop.y}`,
      '-frames:v',
      '1',
      input,
    ]);
  }
  const { stdout } = await run('tesseract', [input, '-', '-l', language, '--psm', '6']);
  return stdout;
}

/** Letters only: OCR and PDF text put spaces and bidi marks differently. */
export const lettersOf = (text: string) =>
  text.replace(/[\s\u200e\u200f\u202a-\u202e\u061c.,،。，:;!?؟'"«»()-]/g, '');
