import { describe, expect, it } from 'vitest';
import { buildWebVtt, captionChunks, vttEscape, vttTime } from './captions';

const timing = (start: number, duration: number, narration: number) => ({
  start,
  duration,
  narration,
  samples: duration * 16_000,
});

describe('captions', () => {
  it('writes WebVTT times', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(3723.4567)).toBe('01:02:03.457');
  });

  it('escapes what WebVTT would read as markup', () => {
    expect(vttEscape('a < b & c --> d')).toBe('a &lt; b &amp; c --&gt; d');
  });

  it('cuts long scripts at sentences and words, never past the caption length', () => {
    const script =
      'Sea ice is shrinking. The September minimum fell by about thirteen percent a decade, and the trend points down.';
    const chunks = captionChunks(script, 40);
    expect(chunks.join(' ')).toBe(script);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(40);
    expect(chunks[0]).toBe('Sea ice is shrinking.');
  });

  it('spreads a slide’s captions over its narration; the last stays to the slide’s end', () => {
    const vtt = buildWebVtt([
      { script: 'First slide.', timing: timing(0, 5, 2) },
      { script: '', timing: timing(5, 5, 0) },
      { script: 'Third <slide>\n\nwith a blank line.', timing: timing(10, 6, 4) },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:05.000\nFirst slide.\n\n' +
        '2\n00:00:10.000 --> 00:00:16.000\nThird &lt;slide&gt; with a blank line.\n',
    );
  });

  it('starts each caption of a right-to-left script with a right-to-left mark', () => {
    // 'CO2 rose 20% since 1900. The sea rose 20 cm.': its second caption starts with a number.
    const script = 'ارتفع CO2 بنسبة 20% منذ 1900. 20 سم ارتفع البحر.';
    const vtt = buildWebVtt([
      { script, timing: timing(0, 6, 4) },
      { script: 'Sea level 20 cm, البحر', timing: timing(6, 4, 2) },
    ]);
    const cues = vtt
      .split('\n\n')
      .slice(1)
      .map((cue) => cue.split('\n')[2]);
    expect(cues[0]).toBe(`\u200f${captionChunks(script)[0]}`);
    expect(cues.at(-1)).toBe('Sea level 20 cm, البحر');
    const split = buildWebVtt([{ script: `${'البحر '.repeat(20)}20 سم`, timing: timing(0, 6, 4) }]);
    const lines = split
      .split('\n\n')
      .slice(1)
      .map((cue) => cue.split('\n')[2]!);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.startsWith('\u200f')).toBe(true);
  });
});
