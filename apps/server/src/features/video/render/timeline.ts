import { VIDEO_SLIDE_EXTRA_SECONDS, slideDurationSeconds } from '@dsb/core';

/** The sample rate of Flite's speech, and so of the video's assembled narration track. */
export const NARRATION_SAMPLE_RATE = 16_000;

/**
 * A narration shorter than this share of the word-count estimate has left words out: the voice
 * could not say them (Chinese for an English voice says almost nothing). Real voices speak
 * faster than the estimate's 150 words a minute (Flite about 220), never this much faster.
 */
export const NARRATION_SKIPPED_WORDS_SHARE = 0.5;

export type TimedSlide = {
  /** When the slide starts and how long it shows, in seconds. */
  start: number;
  duration: number;
  /** How long its narration speaks (0 without a script). */
  narration: number;
  /** The same span in narration samples, so audio and pictures add up exactly. */
  samples: number;
};

/**
 * How long a slide shows (docs/exports.md, "How long each slide shows"). The estimate (words at
 * 150 a minute plus 1 s; 5 s with no script) says how long the words take; once the
 * narration is spoken its real length is known, so the slide shows for the narration plus the
 * rule's 1 s pause, not for the estimate (which left seconds of silence at the end of every
 * slide). When the narration is far shorter than the estimate the voice skipped words, and the
 * slide keeps the estimate so the pupil's words can still be read.
 */
export function slideSeconds(script: string, narrationSeconds: number): number {
  const estimate = slideDurationSeconds(script);
  const spoken = estimate - VIDEO_SLIDE_EXTRA_SECONDS;
  if (narrationSeconds <= 0 || narrationSeconds < spoken * NARRATION_SKIPPED_WORDS_SHARE) {
    return Math.max(estimate, narrationSeconds);
  }
  return narrationSeconds + VIDEO_SLIDE_EXTRA_SECONDS;
}

/**
 * Each slide's place in the video, one after another. Durations are whole samples of the
 * narration track, so the pictures' timeline and the audio end together.
 */
export function planTimeline(
  slides: ReadonlyArray<{ script: string; narrationSeconds: number }>,
  sampleRate = NARRATION_SAMPLE_RATE,
): TimedSlide[] {
  let start = 0;
  return slides.map(({ script, narrationSeconds }) => {
    const seconds = slideSeconds(script, narrationSeconds);
    const samples = Math.ceil(seconds * sampleRate - 1e-6);
    const duration = samples / sampleRate;
    const slide = { start, duration, narration: narrationSeconds, samples };
    start += duration;
    return slide;
  });
}

export const totalSeconds = (timeline: readonly TimedSlide[]) =>
  timeline.reduce((sum, slide) => sum + slide.duration, 0);
