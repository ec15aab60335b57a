import { describe, expect, it } from 'vitest';
import type { RosterPlan } from '@dsb/core';
import { canImport, planTotals } from './plan';

const counts = (create: number, change: number, unchanged: number) => ({
  create,
  change,
  unchanged,
});

function plan(overrides: Partial<RosterPlan> = {}): RosterPlan {
  return {
    applied: false,
    users: counts(3, 1, 2),
    classes: counts(1, 0, 0),
    enrollments: counts(4, 0, 1),
    items: [],
    problems: [],
    ...overrides,
  };
}

describe('a roster plan', () => {
  it('adds up every item and what would change', () => {
    expect(planTotals(plan())).toEqual({ items: 12, toChange: 9, problems: 0 });
  });

  it('has nothing to change when everything is left alone', () => {
    const again = plan({
      users: counts(0, 0, 6),
      classes: counts(0, 0, 1),
      enrollments: counts(0, 0, 5),
    });
    expect(planTotals(again)).toEqual({ items: 12, toChange: 0, problems: 0 });
  });

  it('can be imported only as a clean preview of the file still chosen', () => {
    expect(canImport(plan(), true)).toBe(true);
    expect(canImport(plan(), false)).toBe(false);
    expect(canImport(null, true)).toBe(false);
    expect(canImport(plan({ applied: true }), true)).toBe(false);
    const broken = plan({ problems: [{ file: 'users.csv', line: 3, message: 'No sourcedId' }] });
    expect(canImport(broken, true)).toBe(false);
  });
});
