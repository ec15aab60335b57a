import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  locateTarget,
  relocateSpan,
  scriptSentences,
  sentenceAt,
} from './feedbackText';

const slide = (id: string, script: string, canvasState: unknown[] = []) => ({
  id,
  title: id,
  script,
  canvasState,
});

describe('script sentences', () => {
  it('splits a script into sentences with their offsets, spaces left out', () => {
    const script = 'Rain fell. Then, in 2020, it stopped!  Why?';
    const sentences = scriptSentences(script);
    expect(sentences.map((s) => s.text)).toEqual([
      'Rain fell.',
      'Then, in 2020, it stopped!',
      'Why?',
    ]);
    for (const s of sentences) expect(script.slice(s.start, s.end)).toBe(s.text);
  });

  it('finds the sentence at an offset, and none in an empty script', () => {
    const script = 'One. Two three. Four.';
    expect(sentenceAt(script, 7)?.text).toBe('Two three.');
    expect(sentenceAt(script, 999)?.text).toBe('Four.');
    expect(sentenceAt('   ', 0)).toBeNull();
  });
});

describe('finding a pinned sentence again', () => {
  const before = 'Cars are cleaner. Buses are cleaner still.';
  const span = { start: 18, end: 42 };

  it('keeps the span when the text there is unchanged', () => {
    expect(relocateSpan(before, span, `${before} More.`)).toEqual(span);
  });

  it('follows the sentence when text was added before it', () => {
    const after = `Intro here. ${before}`;
    const moved = relocateSpan(before, span, after);
    expect(moved && after.slice(moved.start, moved.end)).toBe('Buses are cleaner still.');
  });

  it('reports a reworded or removed sentence as gone', () => {
    expect(relocateSpan(before, span, 'Cars are cleaner. Trams win.')).toBeNull();
  });

  it('locates targets against the slides now shown', () => {
    const handedIn = [slide('slide-1-0', before)];
    const script = { kind: 'script', slideId: 'slide-1-0', ...span } as const;
    const point = { kind: 'slide', slideId: 'slide-1-0', x: 0.5, y: 0.2 } as const;
    expect(locateTarget(point, handedIn, [])).toBeNull();
    expect(locateTarget(point, handedIn, handedIn)).toEqual(point);
    expect(locateTarget(script, handedIn, [slide('slide-1-0', 'New words.')])).toBeNull();
    expect(locateTarget({ kind: 'story' }, handedIn, [])).toEqual({ kind: 'story' });
  });
});

describe('comparing two hand-ins', () => {
  it('marks added, removed, changed and unchanged slides, with a word diff', () => {
    const older = [
      slide('slide-1-0', 'The sea rose.'),
      slide('slide-1-1', 'Gone soon.'),
      slide('slide-1-2', 'Same.'),
    ];
    const newer = [
      slide('slide-1-0', 'The sea rose fast.'),
      slide('slide-1-2', 'Same.'),
      slide('slide-1-3', 'New slide.'),
    ];
    const compared = compareVersions(older, newer);
    expect(compared.map((c) => [c.slideId, c.status])).toEqual([
      ['slide-1-0', 'changed'],
      ['slide-1-2', 'same'],
      ['slide-1-3', 'added'],
      ['slide-1-1', 'removed'],
    ]);
    const words = compared[0]!.words;
    expect(words.filter((w) => w.change === 'added').map((w) => w.text.trim())).toEqual(['fast']);
    expect(words.map((w) => (w.change === 'removed' ? '' : w.text)).join('')).toBe(
      'The sea rose fast.',
    );
  });

  it('marks a slide whose canvas changed even when its script did not', () => {
    const [compared] = compareVersions(
      [slide('slide-1-0', 'x', [{ type: 'rect', left: 1 }])],
      [slide('slide-1-0', 'x', [{ type: 'rect', left: 2 }])],
    );
    expect(compared).toMatchObject({
      status: 'changed',
      canvasChanged: true,
      scriptChanged: false,
    });
  });
});
