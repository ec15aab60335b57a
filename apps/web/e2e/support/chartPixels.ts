import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Pixels of exported pictures (a PDF page drawn by pdftoppm, a video frame, a .pptx picture, a
 * slide's preview) for chart-builder-journey.spec.ts, decoded by ffmpeg to raw RGB at the slide's
 * 2x size, so every picture is read in the same slide coordinates (the canvas is 375 x 667).
 */

const run = promisify(execFile);

/** The size every picture is read at: the exports' 2x slide. */
export const SIZE = { width: 750, height: 1334 } as const;
const SCALE = SIZE.width / 375;

/** A box in slide (canvas) coordinates. */
export type Box = { left: number; top: number; width: number; height: number };
export type Pixels = Buffer;

/** The preview's size: a picture read `soft` is first shrunk to it, to compare with a preview. */
const PREVIEW = { width: 188, height: 334 };

async function raw(args: string[], soft = false): Promise<Pixels> {
  const shrink = soft ? `scale=${PREVIEW.width}:${PREVIEW.height},` : '';
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      ...args,
      '-frames:v',
      '1',
      '-vf',
      `${shrink}scale=${SIZE.width}:${SIZE.height}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const pixels = stdout as unknown as Buffer;
  if (pixels.length !== SIZE.width * SIZE.height * 3) throw new Error('ffmpeg gave no picture');
  return pixels;
}

/** A picture file (PNG, JPEG) as pixels; `soft`: at a preview's sharpness. */
export const pictureFile = (file: string, soft = false) => raw(['-i', file], soft);

/** The video's frame at `seconds`; `soft`: at a preview's sharpness. */
export const videoFrame = (file: string, seconds: number, soft = false) =>
  raw(['-ss', seconds.toFixed(2), '-i', file], soft);

/** Page `page` (from 1) of a PDF, drawn by poppler at 144 dpi (its 375 x 667 pages at 2x). */
export async function pdfPage(file: string, page: number, out: string): Promise<Pixels> {
  await run('pdftoppm', [
    '-png',
    '-r',
    String(72 * SCALE),
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    out,
  ]);
  return pictureFile(`${out}.png`);
}

const hex = (colour: string) => {
  const n = parseInt(colour.replace('#', ''), 16);
  return [n >> 16, (n >> 8) & 255, n & 255] as const;
};

/** Pixel rectangle of a slide box (clipped to the picture). */
function rect(box: Box) {
  const x0 = Math.max(0, Math.floor(box.left * SCALE));
  const y0 = Math.max(0, Math.floor(box.top * SCALE));
  const x1 = Math.min(SIZE.width, Math.ceil((box.left + box.width) * SCALE));
  const y1 = Math.min(SIZE.height, Math.ceil((box.top + box.height) * SCALE));
  return { x0, y0, x1, y1, area: Math.max(0, x1 - x0) * Math.max(0, y1 - y0) };
}

function* pixelsIn(pixels: Pixels, box: Box) {
  const { x0, y0, x1, y1 } = rect(box);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * SIZE.width + x) * 3;
      yield [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!] as const;
    }
}

/**
 * What a box holds: the share of pixels that are not (near) white, and for each colour how many
 * pixels are that colour (within a small distance, for antialiasing and JPEG).
 */
export function boxStats(pixels: Pixels, box: Box, colours: readonly string[] = []) {
  const targets = colours.map(hex);
  const counts = colours.map(() => 0);
  let inked = 0;
  let total = 0;
  for (const [r, g, b] of pixelsIn(pixels, box)) {
    total += 1;
    if (Math.min(r, g, b) < 230) inked += 1;
    targets.forEach(([tr, tg, tb], i) => {
      if (Math.hypot(r - tr, g - tg, b - tb) < 48) counts[i]! += 1;
    });
  }
  return {
    inked: total ? inked / total : 0,
    colours: Object.fromEntries(colours.map((c, i) => [c, counts[i]!])) as Record<string, number>,
  };
}

/** The mean difference (0-255) of two pictures over a box, all three channels. */
export function meanDifference(a: Pixels, b: Pixels, box: Box): number {
  const { x0, y0, x1, y1, area } = rect(box);
  let sum = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * SIZE.width + x) * 3;
      sum +=
        Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    }
  return area ? sum / (area * 3) : 0;
}
