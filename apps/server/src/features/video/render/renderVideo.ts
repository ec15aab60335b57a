import { open, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  VIDEO_MAX_DURATION_SECONDS,
  VIDEO_MESSAGES,
  countWords,
  type SpeechVoiceName,
  type VideoRenderTimings,
} from '@dsb/core';
import { ffmpegBinary, runFfmpeg } from '../../../platform/media/ffmpeg';
import { TEMP_PREFIXES, makeTempDir } from '../../../platform/media/tempDirs';
import { NarratorFailedError } from '../../../platform/speech/narrator';
import type { SpeechService } from '../../../platform/speech/speechService';
import { wavDurationSeconds, wavHeader, wavLayout } from '../../../platform/speech/wav';
import type { ObjectStorage } from '../../../platform/storage/storage';
import { buildWebVtt } from './captions';
import { encodeArgs } from './encodeArgs';
import { SlideImageError, prepareSlideImage } from './slideImages';
import { NARRATION_SAMPLE_RATE, planTimeline, totalSeconds, type TimedSlide } from './timeline';

/** A render failure whose message the pupil is shown as it is. */
export class VideoRenderError extends Error {}

export type RenderSlide = { position: number; imageKey: string; script: string };
export type RenderInput = {
  slides: RenderSlide[];
  voice: SpeechVoiceName;
  /** Where the MP4 and its WebVTT captions are stored. */
  videoKey: string;
  captionsKey: string;
};
export type RenderDeps = { storage: ObjectStorage; speech: SpeechService; ffmpegPath?: string };
export type RenderResult = {
  durationSeconds: number;
  sizeBytes: number;
  timings: VideoRenderTimings;
};

/** The render's phases and their share of its progress, as [start, end] percent. */
export const RENDER_PHASES = {
  narrating: [0, 30],
  images: [30, 40],
  encoding: [40, 95],
  storing: [95, 100],
} as const;
export type RenderPhase = keyof typeof RENDER_PHASES;
export type ReportProgress = (
  phase: RenderPhase,
  processed: number,
  total: number,
) => Promise<void>;

/**
 * One slide's narration, or null without words. The speech engine stopping on this text fails
 * the render with a message naming the slide: the text is not tried again (it may be what stopped
 * the engine), and the server itself is not affected (decision 0037).
 */
async function narrateSlide(
  deps: RenderDeps,
  voice: SpeechVoiceName,
  slide: RenderSlide,
  onShare: (done: number) => void,
): Promise<Buffer | null> {
  const text = slide.script.trim();
  if (countWords(text) === 0) return null;
  try {
    const narration = await deps.speech.narration(text, voice, (done, total) =>
      onShare(done / total),
    );
    return narration.wav;
  } catch (error) {
    if (error instanceof NarratorFailedError) {
      throw new VideoRenderError(VIDEO_MESSAGES.narrationFailed(slide.position), { cause: error });
    }
    throw error;
  }
}

const checkAborted = (signal: AbortSignal) => {
  if (signal.aborted) throw new Error(`render stopped: ${String(signal.reason)}`);
};

/**
 * Renders a narrated video (decision 0026): each slide's script spoken in the chosen voice (Flite,
 * cached), every slide shown for its narration plus 1 s (timeline.ts, slideSeconds), encoded by ffmpeg to
 * H.264 (yuv420p, faststart) with AAC narration and the scripts as a mov_text caption track, and
 * stored with a WebVTT copy of the captions beside it. Works in a temporary folder that is always
 * removed; running it again with the same keys replaces what an interrupted run stored.
 */
export async function renderVideo(
  deps: RenderDeps,
  input: RenderInput,
  progress: ReportProgress,
  signal: AbortSignal,
): Promise<RenderResult> {
  const dir = await makeTempDir(TEMP_PREFIXES.video);
  const clock = () => performance.now();
  const timings: VideoRenderTimings = { narrationMs: 0, imagesMs: 0, encodingMs: 0, storingMs: 0 };
  try {
    const count = input.slides.length;
    let started = clock();
    const narrations: Array<Buffer | null> = [];
    await progress('narrating', 0, count * 100);
    for (const [i, slide] of input.slides.entries()) {
      checkAborted(signal);
      narrations.push(
        await narrateSlide(deps, input.voice, slide, (done) => {
          // A long script is spoken in pieces: its share of the bar fills as they are done.
          void progress('narrating', i * 100 + Math.floor(done * 100), count * 100);
        }),
      );
      await progress('narrating', (i + 1) * 100, count * 100);
    }
    const timeline = planTimeline(
      input.slides.map((slide, i) => ({
        script: slide.script,
        narrationSeconds: narrationSeconds(narrations[i] ?? null),
      })),
    );
    const total = totalSeconds(timeline);
    if (total > VIDEO_MAX_DURATION_SECONDS)
      throw new VideoRenderError(VIDEO_MESSAGES.tooLong(total));
    timings.narrationMs = clock() - started;
    // The speech engines are done for this video: their memory is free for ffmpeg's.
    await deps.speech.releaseEngines();

    started = clock();
    const frames: string[] = [];
    for (const [i, slide] of input.slides.entries()) {
      checkAborted(signal);
      const file = `slide-${String(i).padStart(3, '0')}.png`;
      await prepareSlideImage(deps.storage, slide.imageKey, slide.position, path.join(dir, file));
      frames.push(file);
      await progress('images', i + 1, count);
    }
    timings.imagesMs = clock() - started;

    started = clock();
    await writeNarrationTrack(path.join(dir, 'narration.wav'), narrations, timeline);
    await writeFile(path.join(dir, 'slides.ffconcat'), concatList(frames, timeline));
    const captions = buildWebVtt(
      input.slides.map((slide, i) => ({ script: slide.script, timing: timeline[i]! })),
    );
    await writeFile(path.join(dir, 'captions.vtt'), captions);
    const output = path.join(dir, 'video.mp4');
    const hasCaptions = captions.includes('-->');
    await progress('encoding', 0, 1000);
    let lastReport = Promise.resolve();
    await runFfmpeg(
      ffmpegBinary(deps.ffmpegPath),
      encodeArgs({ dir, output, total, hasCaptions }),
      {
        signal,
        timeoutMs: Math.max(120_000, total * 3000),
        onProgress: (seconds) => {
          lastReport = lastReport.then(() =>
            progress('encoding', Math.min(999, Math.round((seconds / total) * 1000)), 1000),
          );
        },
      },
    );
    await lastReport;
    timings.encodingMs = clock() - started;

    started = clock();
    checkAborted(signal);
    await progress('storing', 0, 2);
    await deps.storage.putObjectFile(input.videoKey, output, 'video/mp4');
    await progress('storing', 1, 2);
    await deps.storage.putObject(input.captionsKey, Buffer.from(captions, 'utf8'), 'text/vtt');
    await progress('storing', 2, 2);
    const sizeBytes = (await stat(output)).size;
    timings.storingMs = clock() - started;
    return { durationSeconds: total, sizeBytes, timings };
  } catch (error) {
    if (error instanceof SlideImageError) {
      throw new VideoRenderError(VIDEO_MESSAGES.imageUnreadable(error.position));
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const narrationSeconds = (wav: Buffer | null) => (wav ? wavDurationSeconds(wav) : 0);

/**
 * One mono 16 kHz WAV for the whole video: each slide's narration from its start, then silence
 * to its end. Written slide by slide, so a long video is never held in memory whole.
 */
async function writeNarrationTrack(
  file: string,
  narrations: ReadonlyArray<Buffer | null>,
  timeline: readonly TimedSlide[],
): Promise<void> {
  const totalSamples = timeline.reduce((sum, slide) => sum + slide.samples, 0);
  const handle = await open(file, 'w');
  try {
    await handle.write(wavHeader(totalSamples * 2, NARRATION_SAMPLE_RATE, 1));
    for (const [i, slide] of timeline.entries()) {
      const wav = narrations[i];
      let written = 0;
      if (wav) {
        const layout = wavLayout(wav);
        if (layout.sampleRate !== NARRATION_SAMPLE_RATE || layout.channels !== 1) {
          throw new Error(
            `narration is ${layout.sampleRate} Hz x${layout.channels}, not 16 kHz mono`,
          );
        }
        const bytes = Math.min(layout.dataBytes, slide.samples * 2);
        await handle.write(wav, layout.dataOffset, bytes);
        written = bytes;
      }
      const silence = slide.samples * 2 - written;
      if (silence > 0) await handle.write(Buffer.alloc(silence));
    }
  } finally {
    await handle.close();
  }
}

/** ffmpeg's concat list: each picture for its slide's time (the last named twice, as it needs). */
function concatList(frames: readonly string[], timeline: readonly TimedSlide[]): string {
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, i) => {
    lines.push(`file '${frame}'`, `duration ${timeline[i]!.duration.toFixed(6)}`);
  });
  lines.push(`file '${frames.at(-1)!}'`);
  return `${lines.join('\n')}\n`;
}
