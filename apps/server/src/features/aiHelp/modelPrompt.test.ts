import { describe, expect, it } from 'vitest';
import { boxText, regionContext } from './modelPrompt';
import { systemInstruction } from './instructions';

describe('regionContext', () => {
  const summary = {
    match: 'inside' as const,
    xFrom: 1990,
    xTo: 2000,
    yFrom: 1,
    yTo: 3,
    points: [
      { x: 1990, y: 1.5, series: null },
      { x: 2000, y: 2.75, series: null },
    ],
  };

  it('gives the box in percentages of the image and the data points under it', () => {
    const text = regionContext(summary, { x: 55, y: 20.04, width: 25, height: 60.56 });
    expect(text).toContain(
      'The box on the chart image (percent of its width and height from the top left): ' +
        'left 55%, top 20%, width 25%, height 60.6%.',
    );
    expect(text).toContain('x from 1990 to 2000, y from 1 to 3.');
    expect(text).toMatch(/Data points inside the box:\n1990: 1.5\n2000: 2.75$/);
  });

  it('still says where the box is when its data could not be located', () => {
    const box = { x: 10, y: 10, width: 30, height: 30 };
    expect(regionContext(null, box)).toBe(
      `The student selected a region of the chart; its data could not be located.\n${boxText(box)}`,
    );
  });

  it('leaves the box out when none was given', () => {
    expect(regionContext(summary)).not.toContain('percent');
  });
});

describe('systemInstruction', () => {
  const base = { task: 'chart-analysis' as const, guidance: 'default' as const, own: null };

  it('names the pupil’s language in English and asks for the answer in it', () => {
    expect(systemInstruction({ ...base, language: 'ar' })).toContain(
      'Answer in Arabic: the student reads Arabic.',
    );
    expect(systemInstruction({ ...base, language: 'zh' })).toContain(
      'Answer in Simplified Chinese',
    );
  });

  it('asks for English when no language is given', () => {
    expect(systemInstruction(base)).toContain('Answer in English');
  });
});
