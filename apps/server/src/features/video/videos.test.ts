import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIDEO_MESSAGES,
  type Story,
  type VideoRecord,
  type VideoRenderStatusResponse,
} from '@dsb/core';
import { ffmpegBinary, runFfmpeg } from '../../platform/media/ffmpeg';
import { rootMeanSquare } from '../../platform/speech/wav';
import { slideSeconds } from './render/timeline';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import {
  createStory,
  ffprobe,
  slidePng,
  storedToFile,
  uploadSlide,
  waitForRender,
} from './testSupport';

let app: TestApp;
let pupil: string;
let other: string;
let story: Story;
let images: string[];
let done: VideoRenderStatusResponse;
let seen: VideoRenderStatusResponse[];
const work = mkdtempSync(path.join(tmpdir(), 'dsb-video-test-'));

const SCRIPTS = [
  'Arctic sea ice has shrunk every decade since satellites began to measure it in 1979.',
  '',
  'The smallest ice of the year comes each September.',
];
const keyOf = (url: string) => url.slice('/files/'.length);

beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'pupil@school.example', 'Sam Pupil');
  other = await signInAs(app, 'other@school.example', 'Other Pupil');
  story = await createStory(app, pupil, SCRIPTS);
  images = [];
  for (const hue of [10, 130, 250]) images.push(await uploadSlide(app, pupil, await slidePng(hue)));
  const started = await callAs(app, 'POST', '/api/videos/render', pupil, {
    storyId: story._id,
    voice: 'Amy',
    title: 'Sea ice video',
    // In any order: the story's order decides.
    slides: [2, 0, 1].map((index) => ({ index, imageUrl: images[index] })),
  });
  expect(started.statusCode, started.body).toBe(202);
  const { jobId } = started.json<{ jobId: string }>();
  // A second render while the first runs is refused, naming the one that runs.
  const again = await callAs(app, 'POST', '/api/videos/render', pupil, {
    storyId: story._id,
    slides: [{ index: 0, imageUrl: images[0] }],
  });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: VIDEO_MESSAGES.alreadyRendering, jobId });
  seen = await waitForRender(app, pupil, jobId);
  done = seen.at(-1)!;
}, 120_000);
afterAll(() => app?.close());

describe('a 3-slide story rendered on the server', () => {
  it('ends done at 100%, its progress rising through the render', () => {
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.progress).toBe(100);
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.every((s) => ['pending', 'rendering', 'done'].includes(s.status))).toBe(true);
    expect(done.timings!.encodingMs).toBeGreaterThan(0);
  });

  it('lets the speech engine go once the narration is spoken, not a minute later', () => {
    // pgrep answers 1 when nothing matches: no engine process of this test's server is left.
    const engines = () => {
      try {
        return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'fliteEngine'], {
          encoding: 'utf8',
        }).trim();
      } catch {
        return '';
      }
    };
    expect(done.timings!.narrationMs).toBeGreaterThan(0);
    expect(engines()).toBe('');
  });

  it('saves the full video record', () => {
    const video = done.video!;
    expect(video).toMatchObject({
      storyId: story._id,
      renderId: done.jobId,
      title: 'Sea ice video',
      voice: 'Amy',
      description: 'Video generated from Sea ice video with Amy voice.',
      status: 'completed',
    });
    expect(video.url).toMatch(/^\/files\/videos\/.+\.mp4$/);
    expect(video.captionsUrl).toBe(video.url.replace(/\.mp4$/, '.vtt'));
  });

  it('writes H.264 yuv420p 720x1280 + AAC + mov_text, as long as its slides (within 0.5 s)', async () => {
    const file = await storedToFile(app, keyOf(done.video!.url), work);
    const probe = await ffprobe(file);
    const byType = Object.fromEntries(probe.streams.map((s) => [s.codec_type, s]));
    expect(byType.video).toMatchObject({
      codec_name: 'h264',
      pix_fmt: 'yuv420p',
      width: 720,
      height: 1280,
    });
    expect(byType.audio?.codec_name).toBe('aac');
    expect(byType.subtitle?.codec_name).toBe('mov_text');
    // A narrated slide shows for its narration plus 1 s, a silent one by the word-count rule
    // (render/timeline.ts); narrations come from the cache.
    const expected = await Promise.all(
      SCRIPTS.map(async (script) => {
        const narration = script ? (await app.speech.narration(script, 'Amy')).durationSeconds : 0;
        return slideSeconds(script, narration);
      }),
    );
    const total = expected.reduce((a, b) => a + b, 0);
    expect(Math.abs(Number(probe.format.duration) - total)).toBeLessThan(0.5);
    expect(done.video!.duration).toBeCloseTo(total, 2);

    // The narration is heard where the scripts are, and the slide without a script is quiet.
    const pcm = await runFfmpeg(ffmpegBinary(), [
      '-i',
      file,
      '-map',
      '0:a',
      '-f',
      's16le',
      '-ac',
      '1',
      '-ar',
      '16000',
      'pipe:1',
    ]);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
    const span = (from: number, to: number) =>
      samples.subarray(Math.round(from * 16000), Math.round(to * 16000));
    expect(rootMeanSquare(span(0, expected[0]!))).toBeGreaterThan(0.02);
    expect(
      rootMeanSquare(span(expected[0]! + 0.3, expected[0]! + expected[1]! - 0.3)),
    ).toBeLessThan(0.002);
    expect(rootMeanSquare(span(expected[0]! + expected[1]!, total))).toBeGreaterThan(0.02);

    // The script rides inside as captions.
    const captions = await runFfmpeg(ffmpegBinary(), [
      '-i',
      file,
      '-map',
      '0:s',
      '-f',
      'webvtt',
      'pipe:1',
    ]);
    expect(captions.toString('utf8')).toContain('Arctic sea ice has shrunk');
  });

  it('stores the WebVTT captions beside the MP4', async () => {
    const vtt = await storedToFile(app, keyOf(done.video!.captionsUrl!), work);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(vtt, 'utf8');
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toContain('The smallest ice of the year comes each September.');
  });

  it('lists the video for its owner, and POST /api/videos confirms (and may retitle) it', async () => {
    const list = await callAs(app, 'GET', `/api/videos/story/${story._id}`, pupil);
    expect(list.json<VideoRecord[]>().map((v) => v._id)).toEqual([done.video!._id]);
    const save = await callAs(app, 'POST', '/api/videos', pupil, {
      storyId: story._id,
      url: done.video!.url,
      renderId: done.jobId,
      title: 'My sea ice video',
      voice: 'Amy',
      duration: done.video!.duration,
      status: 'completed',
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json<VideoRecord>()).toMatchObject({
      _id: done.video!._id,
      title: 'My sea ice video',
      description: 'Video generated from My sea ice video with Amy voice.',
    });
    const wrongUrl = await callAs(app, 'POST', '/api/videos', pupil, {
      storyId: story._id,
      url: '/files/videos/elsewhere.mp4',
      renderId: done.jobId,
    });
    expect(wrongUrl.statusCode).toBe(400);
    expect(wrongUrl.json()).toEqual({ error: VIDEO_MESSAGES.urlMismatch });
  });
});

describe('another user', () => {
  it('cannot read the render, list, save or delete the videos: 404 as if missing', async () => {
    const status = await callAs(app, 'GET', `/api/videos/render/${done.jobId}`, other);
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ error: VIDEO_MESSAGES.renderNotFound });
    const list = await callAs(app, 'GET', `/api/videos/story/${story._id}`, other);
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ error: VIDEO_MESSAGES.storyNotFound });
    const save = await callAs(app, 'POST', '/api/videos', other, {
      storyId: story._id,
      url: done.video!.url,
      renderId: done.jobId,
    });
    expect(save.statusCode).toBe(404);
    const removed = await callAs(app, 'DELETE', `/api/videos/${done.video!._id}`, other);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ error: VIDEO_MESSAGES.videoNotFound });
    expect(await app.storage.headObject(keyOf(done.video!.url))).not.toBeNull();
  });

  it("cannot render the pupil's story, nor their own story with the pupil's pictures", async () => {
    const theirStory = await callAs(app, 'POST', '/api/videos/render', other, {
      storyId: story._id,
      slides: [{ index: 0, imageUrl: images[0] }],
    });
    expect(theirStory.statusCode).toBe(404);
    expect(theirStory.json()).toEqual({ error: VIDEO_MESSAGES.storyNotFound });
    const own = await createStory(app, other, ['My own script.']);
    const borrowed = await callAs(app, 'POST', '/api/videos/render', other, {
      storyId: own._id,
      slides: [{ index: 0, imageUrl: images[0] }],
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json()).toEqual({ error: VIDEO_MESSAGES.imageNotFound(1) });
  });

  it('is signed out: 401', async () => {
    const response = await callAs(app, 'GET', `/api/videos/story/${story._id}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('bad render requests: 400 with a clear message', () => {
  it('refuses what cannot be rendered before any work starts', async () => {
    const tester = await signInAs(app, 'tester@school.example');
    const own = await createStory(app, tester, ['One.', 'Two.']);
    const picture = await uploadSlide(app, tester, await slidePng(60));
    const cases: Array<[unknown, string]> = [
      [{ storyId: own._id, slides: [] }, `slides: ${VIDEO_MESSAGES.noSlides}`],
      [
        { storyId: own._id, slides: [{ index: 0, imageUrl: 'https://example.com/x.png' }] },
        VIDEO_MESSAGES.imageUrlInvalid,
      ],
      [
        { storyId: own._id, slides: [{ index: 5, imageUrl: picture }] },
        VIDEO_MESSAGES.slideOutOfRange(6),
      ],
      [
        { storyId: own._id, voice: 'Siri', slides: [{ index: 0, imageUrl: picture }] },
        expect.stringContaining('Choose one of these voices'),
      ],
      [
        {
          storyId: own._id,
          slides: [
            { index: 0, imageUrl: picture },
            { index: 0, imageUrl: picture },
          ],
        },
        `slides: ${VIDEO_MESSAGES.duplicateSlide}`,
      ],
      [
        { storyId: own._id, slides: [{ index: 0, imageUrl: picture }], extra: 1 },
        expect.any(String),
      ],
    ];
    for (const [body, error] of cases) {
      const response = await callAs(app, 'POST', '/api/videos/render', tester, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const missing = await callAs(app, 'POST', '/api/videos/render', tester, {
      storyId: 'not-a-story',
      slides: [{ index: 0, imageUrl: picture }],
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting a video', () => {
  it('removes the record and both files; it is gone for its owner too', async () => {
    const id = done.video!._id;
    const response = await callAs(app, 'DELETE', `/api/videos/${id}`, pupil);
    expect(response.statusCode).toBe(200);
    expect(await app.storage.headObject(keyOf(done.video!.url))).toBeNull();
    expect(await app.storage.headObject(keyOf(done.video!.captionsUrl!))).toBeNull();
    expect((await callAs(app, 'GET', `/api/videos/story/${story._id}`, pupil)).json()).toEqual([]);
    expect((await callAs(app, 'DELETE', `/api/videos/${id}`, pupil)).statusCode).toBe(404);
  });
});
