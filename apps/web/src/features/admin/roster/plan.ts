import type { RosterPlan } from '@dsb/core';

export type PlanTotals = {
  /** Every item the bundle names, over the three kinds (the plan lists only the first ones). */
  items: number;
  /** Items that would be created or changed: 0 means importing changes nothing. */
  toChange: number;
  problems: number;
};

/** What a preview or an import adds up to (docs/product/admin-console.md, "Roster Import"). */
export function planTotals(plan: RosterPlan): PlanTotals {
  const kinds = [plan.users, plan.classes, plan.enrollments];
  const toChange = kinds.reduce((sum, counts) => sum + counts.create + counts.change, 0);
  const items = kinds.reduce((sum, counts) => sum + counts.unchanged, toChange);
  return { items, toChange, problems: plan.problems.length };
}

/** Import is offered for a preview without problems of the file still chosen. */
export function canImport(plan: RosterPlan | null, sameFile: boolean): boolean {
  return plan !== null && !plan.applied && plan.problems.length === 0 && sameFile;
}
