import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidiRuns';

/** Drawing order, left to right: [face, text as handed to fontkit, embedding level]. */
const order = (runs: Array<{ face: string; text: string }>) =>
  visualRuns(runs).map((run) => [run.face, run.text, run.level]);

describe('visualRuns (the Unicode bidirectional algorithm, bidi-js)', () => {
  it('draws an Arabic line right to left with its numbers and Latin word left to right', () => {
    // 'The sea rose 20 cm because of CO2'; fontkit turns each Arabic piece right to left itself.
    expect(order([{ face: 'arabic', text: 'ارتفع 20 سم بسبب CO2' }])).toEqual([
      ['arabic', 'CO2', 2],
      ['arabic', ' سم بسبب ', 1],
      ['arabic', '20', 2],
      ['arabic', 'ارتفع ', 1],
    ]);
  });

  it('mirrors brackets in right-to-left text', () => {
    // 'البحر (20)' shows as '(20) البحر': the opening bracket, mirrored, sits at the right.
    expect(order([{ face: 'arabic', text: 'البحر (20)' }])).toEqual([
      ['arabic', '(', 1],
      ['arabic', '20', 2],
      ['arabic', 'البحر )', 1],
    ]);
  });

  it('keeps a left-to-right line in order around an Arabic word', () => {
    const runs = [
      { face: 'sans', text: 'Slide 1: ' },
      { face: 'arabic', text: 'البحر - ' },
      { face: 'sans', text: 'Script' },
    ];
    expect(order(runs)).toEqual([
      ['sans', 'Slide 1: ', 0],
      ['arabic', 'البحر', 1],
      ['arabic', ' - ', 0],
      ['sans', 'Script', 0],
    ]);
  });

  it('reverses pieces that fontkit would lay out the other way', () => {
    // Punctuation at the end of a right-to-left line, in the Latin font: drawn '!?' at its left.
    expect(
      order([
        { face: 'hebrew', text: 'כן' },
        { face: 'sans', text: '?!' },
      ]),
    ).toEqual([
      ['sans', '!?', 1],
      ['hebrew', 'כן', 1],
    ]);
    // Arabic-Indic digits read left to right, but fontkit would lay Arabic characters out
    // right to left: handed over reversed, they come out as ٢٠٢٤.
    expect(order([{ face: 'arabic', text: 'العام ٢٠٢٤' }])).toEqual([
      ['arabic', '٤٢٠٢', 2],
      ['arabic', 'العام ', 1],
    ]);
  });
});
