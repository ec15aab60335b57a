import { describe, expect, it } from 'vitest';
import { RUBRIC_MESSAGES, rubricInputSchema, rubricTotals } from './rubrics';
import { classProgress } from './feedback';

const levels = (...points: number[]) =>
  points.map((p) => ({ description: `${p} points`, points: p }));

describe('rubrics', () => {
  it('adds the chosen levels and the best of each criterion', () => {
    const rubric = {
      criteria: [
        { id: 'evidence', name: 'Evidence', levels: levels(0, 2, 4) },
        { id: 'voice', name: 'Voice', levels: levels(1, 3) },
      ],
    };
    expect(rubricTotals(rubric, { evidence: 1 })).toEqual({ total: 2, maxTotal: 7 });
    expect(rubricTotals(rubric, { evidence: 2, voice: 1 })).toEqual({ total: 7, maxTotal: 7 });
  });

  it('refuses more than 10 criteria or 5 levels, with the limit in the message', () => {
    const criterion = { name: 'C', levels: levels(1) };
    const tooMany = rubricInputSchema.safeParse({ name: 'R', criteria: Array(11).fill(criterion) });
    expect(tooMany.error?.issues[0]?.message).toBe(RUBRIC_MESSAGES.tooManyCriteria);
    const sixLevels = rubricInputSchema.safeParse({
      name: 'R',
      criteria: [{ name: 'C', levels: levels(0, 1, 2, 3, 4, 5) }],
    });
    expect(sixLevels.error?.issues[0]?.message).toBe(RUBRIC_MESSAGES.tooManyLevels);
    const points = rubricInputSchema.safeParse({
      name: 'R',
      criteria: [{ name: 'C', levels: levels(101) }],
    });
    expect(points.error?.issues[0]?.message).toBe(RUBRIC_MESSAGES.pointsRange);
  });
});

describe('class progress', () => {
  it('follows the newest hand-in', () => {
    expect(classProgress([])).toBe('in progress');
    expect(classProgress([{ status: 'waiting', version: 1 }])).toBe('handed in');
    expect(classProgress([{ status: 'returned', version: 1 }])).toBe('returned');
    expect(
      classProgress([
        { status: 'waiting', version: 2 },
        { status: 'returned', version: 1 },
      ]),
    ).toBe('resubmitted');
  });
});
