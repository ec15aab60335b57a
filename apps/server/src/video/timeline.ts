import { slideDurationSeconds } from '@dsb/core';

/** The sample rate of Flite's speech, and so of the video's assembled narration track. */
export const NARRATION_SAMPLE_RATE = 16_000;

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
 * Each slide shows for as long as its narration speaks, and never less than the spec's
 * word-count rule (§9: words at 150 a minute plus 1 s; 5 s with no script). Durations are whole
 * samples of the narration track, so the pictures' timeline and the audio end together.
 */
export function planTimeline(
  slides: ReadonlyArray<{ script: string; narrationSeconds: number }>,
  sampleRate = NARRATION_SAMPLE_RATE,
): TimedSlide[] {
  let start = 0;
  return slides.map(({ script, narrationSeconds }) => {
    const seconds = Math.max(narrationSeconds, slideDurationSeconds(script));
    const samples = Math.ceil(seconds * sampleRate - 1e-6);
    const duration = samples / sampleRate;
    const slide = { start, duration, narration: narrationSeconds, samples };
    start += duration;
    return slide;
  });
}

export const totalSeconds = (timeline: readonly TimedSlide[]) =>
  timeline.reduce((sum, slide) => sum + slide.duration, 0);
