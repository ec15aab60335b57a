import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Story, VideoRenderStatusResponse } from '@dsb/core';
import { findExecutable } from '../../platform/media/ffmpeg';
import { TEST_ORIGIN, callAs, type TestApp } from '../../platform/test/testApp';

/** What tests check videos with: ffprobe from Debian's ffmpeg package, on the PATH. */
export function ffprobePath(): string {
  const found = findExecutable('ffprobe');
  if (!found) throw new Error('ffprobe is not installed: sudo apt-get install -y ffmpeg');
  return found;
}

export type Probe = {
  streams: Array<{
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
  }>;
  format: { duration: string };
};

export async function ffprobe(file: string): Promise<Probe> {
  const { stdout } = await promisify(execFile)(ffprobePath(), [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,pix_fmt:format=duration',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as Probe;
}

/** A slide picture as the browser renders it: 750x1334, a coloured block and bars. */
export function slidePng(hue: number): Promise<Buffer> {
  const bars = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${80 + i * 75}" y="${1200 - (i + 1) * 60}" width="50" height="${(i + 1) * 60}" fill="#335"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334"><rect width="750" height="1334" fill="#fff"/><rect x="40" y="80" width="670" height="500" fill="hsl(${hue},70%,55%)"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads a picture through the presigned flow, as the browser does; returns its fileUrl. */
export async function uploadSlide(app: TestApp, cookie: string, png: Buffer): Promise<string> {
  const presign = await callAs(app, 'POST', '/api/upload/presigned-url', cookie, {
    filename: 'slide.png',
    purpose: 'slide-preview',
  });
  const { presignedUrl, fileUrl } = presign.json<{ presignedUrl: string; fileUrl: string }>();
  const put = await app.inject({
    method: 'PUT',
    url: presignedUrl,
    headers: { origin: TEST_ORIGIN, 'content-type': 'image/png' },
    payload: png,
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  return fileUrl;
}

export async function createStory(app: TestApp, cookie: string, scripts: string[]): Promise<Story> {
  const response = await callAs(app, 'POST', '/api/stories', cookie, {
    title: 'Sea ice',
    template: 'blank',
    slides: scripts.map((script, i) => ({
      id: `slide-1700000000000-${i}`,
      title: `Slide ${i + 1}`,
      script,
      canvasState: [],
    })),
  });
  if (response.statusCode !== 201)
    throw new Error(`story: ${response.statusCode} ${response.body}`);
  return response.json<Story>();
}

/** Polls the render as the modal does (faster), until it ends; every answer is kept. */
export async function waitForRender(
  app: TestApp,
  cookie: string,
  jobId: string,
  timeoutMs = 90_000,
): Promise<VideoRenderStatusResponse[]> {
  const seen: VideoRenderStatusResponse[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await callAs(app, 'GET', `/api/videos/render/${jobId}`, cookie);
    if (response.statusCode !== 200)
      throw new Error(`status: ${response.statusCode} ${response.body}`);
    const status = response.json<VideoRenderStatusResponse>();
    seen.push(status);
    if (status.status === 'done' || status.status === 'failed') return seen;
    if (Date.now() > deadline)
      throw new Error(`render still ${status.status} at ${status.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A stored object written to a file, for ffprobe and ffmpeg. */
export async function storedToFile(app: TestApp, key: string, dir: string): Promise<string> {
  const object = await app.storage.getObject(key);
  if (!object) throw new Error(`not stored: ${key}`);
  const chunks: Buffer[] = [];
  if (Buffer.isBuffer(object.body)) chunks.push(object.body);
  else for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const file = path.join(dir, path.basename(key));
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}
