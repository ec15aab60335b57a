import { describe, expect, it } from 'vitest';
import type { DataTable } from '@dsb/core';
import { chartFacts, inferRoles } from './chartFacts';
import type { GuideChart } from './chartTutor';
import { checkScript, writtenNumbers } from './scriptChecks';
import { answerSlideQuestion, scriptEvidence, type GuideSlide } from './slideAssistant';

const table: DataTable = {
  columns: [
    { name: 'year', title: 'Year', unit: null },
    { name: 'plastic_mt', title: 'Plastic produced (million tonnes)', unit: 'million tonnes' },
  ],
  rows: [
    [1950, 2],
    [1980, 62],
    [2000, 234],
    [2019, 460],
  ],
};
const roles = inferRoles(table)!;
const chart: GuideChart = {
  label: 'Plastic production',
  labelEasy: 'How much plastic do we make?',
  description: 'Plastic made each year.',
  descriptionEasy: null,
  research: null,
  sourceLabel: 'Geyer et al.',
  sourceUrl: null,
  table,
  roles,
  facts: chartFacts(table, roles),
};

function slide(script: string, extra: Partial<GuideSlide> = {}): GuideSlide {
  return {
    script,
    bigQuestion: 'Why is plastic pollution growing so fast?',
    slideIndex: 0,
    charts: [chart],
    canvasText: [],
    imageCount: 1,
    libraryCharts: [],
    ...extra,
  };
}

const check = (script: string, bigQuestion: string | null = slide('').bigQuestion) =>
  checkScript({ script, bigQuestion, evidence: [scriptEvidence(chart)] });

describe('slide script checks', () => {
  it('speaking time is the word count at 150 words a minute', () => {
    const words = Array.from({ length: 75 }, () => 'word').join(' ');
    expect(check(words)).toMatchObject({ words: 75, speakingSeconds: 30 });
    expect(check('')).toMatchObject({ words: 0, speakingSeconds: 0, readingGrade: null });
  });

  it('reads numbers as written: separators, percentages, millions, years', () => {
    expect(
      writtenNumbers('In 2019 we made 460 million tonnes, up 1,200% or 1.5 billion').map((n) => [
        n.value,
        n.isYear,
      ]),
    ).toEqual([
      [2019, true],
      [460e6, false],
      [1200, false],
      [1.5e9, false],
    ]);
  });

  it('finds a number from the attached chart, within the rounding the student wrote', () => {
    expect(check('In 2019 the world made 460 million tonnes of plastic.').evidenceMatches).toEqual([
      { written: '460 million', value: 460, evidence: 'Plastic production' },
    ]);
    // 234 rounded to 230 is not 234 written with three digits: no match for 231.
    expect(check('By 2000 it was about 231.').evidenceMatches).toEqual([]);
    expect(check('By 2000 it was about 234.').evidenceMatches).toHaveLength(1);
    // The change from first to last counts too (460 - 2 = 458).
    expect(check('It grew by 458 million tonnes.').evidenceMatches[0]).toMatchObject({
      value: 458,
    });
    // A year on its own is not a value from the data.
    expect(check('Look at 1980 and 2019.').evidenceMatches).toEqual([]);
  });

  it('tells whether the script speaks to the big question', () => {
    expect(check('Plastic production is growing very fast every year.')).toMatchObject({
      speaksToBigQuestion: true,
      matchedWords: expect.arrayContaining(['plastic', 'growing']),
    });
    expect(check('Whales are big and live in the ocean.').speaksToBigQuestion).toBe(false);
    expect(check('Anything at all.', null).speaksToBigQuestion).toBeNull();
  });

  it('measures the reading level with text-readability', () => {
    const easy = check('We make a lot of plastic. It is more each year. That is bad for the sea.');
    const hard = check(
      'Notwithstanding considerable international regulatory intervention, polymer manufacturing capacity demonstrates persistent exponential amplification, substantially exacerbating environmental contamination trajectories.',
    );
    expect(easy.readingGrade!).toBeLessThan(5);
    expect(hard.readingGrade!).toBeGreaterThan(12);
    expect(hard.readingLevel).toMatch(/grade/);
  });
});

describe('the offline slide assistant', () => {
  it('"Help me improve my script" reports the checks and concrete suggestions', () => {
    const { message, suggestions } = answerSlideQuestion(
      slide('Plastic is everywhere and it is a problem for animals in the sea and on land.'),
      'Help me improve my script',
    );
    expect(message).toContain('16 words, about 6 seconds to say at 150 words a minute');
    expect(message).toContain('does not use a number from the chart');
    // The suggested sentence carries the chart's real first and last values.
    expect(message).toContain(
      'In 2019, the plastic produced was 460 million tonnes, up from 2 million tonnes in 1950.',
    );
    expect(suggestions).toEqual(['Clarify my main message', 'Suggest visuals for this slide']);
  });

  it('a script over a minute is asked to be cut; a missing big question is named', () => {
    const long = Array.from({ length: 170 }, () => 'plastic').join(' ');
    const { message } = answerSlideQuestion(
      slide(long, { bigQuestion: null }),
      'Help me improve my script',
    );
    expect(message).toMatch(/about 68 seconds/);
    expect(message).toMatch(/Cut it to about 113 words/);
    expect(message).toMatch(/no big question yet/);
  });

  it('"Suggest visuals for this slide" points to library charts when none is attached', () => {
    const { message } = answerSlideQuestion(
      slide('Plastic grows.', { charts: [], libraryCharts: ['Plastic production, 1950-2019'] }),
      'Suggest visuals for this slide',
    );
    expect(message).toContain('"Plastic production, 1950-2019"');
  });

  it('"Clarify my main message" picks the sentence with a number', () => {
    const { message } = answerSlideQuestion(
      slide('Plastic is a problem. In 2019 we made 460 million tonnes. We must act.'),
      'Clarify my main message',
    );
    expect(message).toContain('"In 2019 we made 460 million tonnes."');
  });
});
