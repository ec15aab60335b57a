import { RIGHT_TO_LEFT_MARK, baseDirectionOf } from '@dsb/core';
import type { TimedSlide } from './timeline';

/** Longest caption line shown at once: two short lines on a phone-shaped video. */
const MAX_CUE_CHARACTERS = 84;

/** `HH:MM:SS.mmm`, as WebVTT writes times. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text as WebVTT reads it literally: no tags, no entities, no '-->', no blank line. */
export function vttEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A script cut into caption-sized pieces: whole sentences where they fit, else whole words
 * (a word longer than a caption is cut).
 */
export function captionChunks(script: string, max = MAX_CUE_CHARACTERS): string[] {
  const words = script.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const word of words.flatMap((w) => w.match(new RegExp(`.{1,${max}}`, 'gu')) ?? [])) {
    const joined = current ? `${current} ${word}` : word;
    if (joined.length > max) {
      chunks.push(current);
      current = word;
    } else {
      current = joined;
      // A sentence that ends past half a caption closes it, so captions follow sentences.
      if (/[.!?]["'”’)]*$/.test(word) && current.length >= max / 2) {
        chunks.push(current);
        current = '';
      }
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * The video's captions: each slide's script in pieces, spread over the time its narration
 * speaks in proportion to their length; the last piece stays until the slide ends. A script that
 * reads right to left (Arabic, Hebrew) starts each of its captions with a right-to-left mark, so a
 * player lays a caption that starts or ends with a number or a Latin word out right to left too
 * (docs/exports.md, "Right to left").
 */
export function buildWebVtt(slides: ReadonlyArray<{ script: string; timing: TimedSlide }>): string {
  const cues: string[] = [];
  for (const { script, timing } of slides) {
    const chunks = captionChunks(script);
    if (chunks.length === 0) continue;
    const mark = baseDirectionOf(script) === 'rtl' ? RIGHT_TO_LEFT_MARK : '';
    const spoken = timing.narration > 0 ? timing.narration : timing.duration;
    const totalLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    let at = timing.start;
    chunks.forEach((chunk, i) => {
      const last = i === chunks.length - 1;
      const end = last
        ? timing.start + timing.duration
        : at + (spoken * chunk.length) / totalLength;
      cues.push(
        `${cues.length + 1}\n${vttTime(at)} --> ${vttTime(end)}\n${mark}${vttEscape(chunk)}`,
      );
      at = end;
    });
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
