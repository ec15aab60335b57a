import {
  MAX_RUBRIC_CRITERIA,
  MAX_RUBRIC_LEVELS,
  MAX_RUBRIC_POINTS,
  RUBRIC_MESSAGES,
  rubricInputSchema,
  type Rubric,
  type RubricInput,
} from '@dsb/core';

/**
 * The rubric editor's model (docs/product/feedback.md, "Rubrics (screen)"): a rubric being
 * written, changed only through these functions so the screen stays a view of it. Every
 * criterion and level has a key that survives reordering, so a field's error and focus follow it.
 */
export type LevelDraft = { key: string; description: string; points: number | '' };
export type CriterionDraft = {
  key: string;
  /** The saved criterion's id (scores refer to it); none for a new one. */
  id?: string;
  name: string;
  levels: LevelDraft[];
};
export type RubricDraft = { name: string; criteria: CriterionDraft[] };

let counter = 0;
const newKey = () => `k${++counter}`;

const newLevel = (points: number): LevelDraft => ({ key: newKey(), description: '', points });
const newCriterion = (): CriterionDraft => ({
  key: newKey(),
  name: '',
  levels: [newLevel(1), newLevel(2), newLevel(3)],
});

/** A new rubric: one criterion with three levels worth 1, 2 and 3 points. */
export const emptyDraft = (): RubricDraft => ({ name: '', criteria: [newCriterion()] });

export function draftFromRubric(rubric: Pick<Rubric, 'name' | 'criteria'>): RubricDraft {
  return {
    name: rubric.name,
    criteria: rubric.criteria.map((criterion) => ({
      key: newKey(),
      id: criterion.id,
      name: criterion.name,
      levels: criterion.levels.map((level) => ({ key: newKey(), ...level })),
    })),
  };
}

export const canAddCriterion = (draft: RubricDraft) => draft.criteria.length < MAX_RUBRIC_CRITERIA;
export const canAddLevel = (criterion: CriterionDraft) =>
  criterion.levels.length < MAX_RUBRIC_LEVELS;

/** The limit's message when no more criteria fit, else null. */
export const criteriaLimit = (draft: RubricDraft) =>
  canAddCriterion(draft) ? null : RUBRIC_MESSAGES.tooManyCriteria;
export const levelsLimit = (criterion: CriterionDraft) =>
  canAddLevel(criterion) ? null : RUBRIC_MESSAGES.tooManyLevels;

export function addCriterion(draft: RubricDraft): RubricDraft {
  if (!canAddCriterion(draft)) return draft;
  return { ...draft, criteria: [...draft.criteria, newCriterion()] };
}

export function removeCriterion(draft: RubricDraft, key: string): RubricDraft {
  return { ...draft, criteria: draft.criteria.filter((c) => c.key !== key) };
}

function move<T extends { key: string }>(items: readonly T[], key: string, by: -1 | 1): T[] {
  const from = items.findIndex((item) => item.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  const [moved] = out.splice(from, 1);
  if (moved) out.splice(to, 0, moved);
  return out;
}

/** Moves a criterion one place up (-1) or down (1); at either end nothing changes. */
export function moveCriterion(draft: RubricDraft, key: string, by: -1 | 1): RubricDraft {
  return { ...draft, criteria: move(draft.criteria, key, by) };
}

function changeCriterion(
  draft: RubricDraft,
  key: string,
  change: (criterion: CriterionDraft) => CriterionDraft,
): RubricDraft {
  return { ...draft, criteria: draft.criteria.map((c) => (c.key === key ? change(c) : c)) };
}

export const renameCriterion = (draft: RubricDraft, key: string, name: string) =>
  changeCriterion(draft, key, (c) => ({ ...c, name }));

/** A new last level, worth one point more than the last one (at most the maximum). */
export function addLevel(draft: RubricDraft, criterionKey: string): RubricDraft {
  return changeCriterion(draft, criterionKey, (c) => {
    if (!canAddLevel(c)) return c;
    const last = c.levels.at(-1)?.points;
    const points = typeof last === 'number' ? Math.min(last + 1, MAX_RUBRIC_POINTS) : 0;
    return { ...c, levels: [...c.levels, newLevel(points)] };
  });
}

export const removeLevel = (draft: RubricDraft, criterionKey: string, levelKey: string) =>
  changeCriterion(draft, criterionKey, (c) => ({
    ...c,
    levels: c.levels.filter((l) => l.key !== levelKey),
  }));

export const moveLevel = (draft: RubricDraft, criterionKey: string, levelKey: string, by: -1 | 1) =>
  changeCriterion(draft, criterionKey, (c) => ({ ...c, levels: move(c.levels, levelKey, by) }));

export const changeLevel = (
  draft: RubricDraft,
  criterionKey: string,
  levelKey: string,
  change: Partial<Omit<LevelDraft, 'key'>>,
) =>
  changeCriterion(draft, criterionKey, (c) => ({
    ...c,
    levels: c.levels.map((l) => (l.key === levelKey ? { ...l, ...change } : l)),
  }));

/** The request body as the draft stands (an empty points field is not a number). */
export function draftInput(draft: RubricDraft): RubricInput {
  return {
    name: draft.name,
    criteria: draft.criteria.map(({ id, name, levels }) => ({
      ...(id ? { id } : {}),
      name,
      levels: levels.map(({ description, points }) => ({
        description,
        points: points === '' ? Number.NaN : points,
      })),
    })),
  };
}

/**
 * Where each message goes: `name`, `criteria` (the count), and by key: `{criterion}.name`,
 * `{criterion}.levels` (the count), `{level}.description`, `{level}.points`.
 */
export type DraftErrors = Record<string, string>;

/** The server's own schema decides, so the editor and the server say the same thing. */
export function validateDraft(
  draft: RubricDraft,
): { ok: true; input: RubricInput } | { ok: false; errors: DraftErrors } {
  const parsed = rubricInputSchema.safeParse(draftInput(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const place = errorPlace(draft, issue.path);
    if (place && !errors[place]) errors[place] = issue.message;
  }
  return { ok: false, errors };
}

function errorPlace(draft: RubricDraft, path: readonly PropertyKey[]): string | null {
  const [top, ci, field, li, levelField] = path;
  if (top === 'name') return 'name';
  if (top !== 'criteria') return null;
  if (typeof ci !== 'number') return 'criteria';
  const criterion = draft.criteria[ci];
  if (!criterion) return 'criteria';
  if (field === 'name') return `${criterion.key}.name`;
  if (field !== 'levels') return null;
  const level = typeof li === 'number' ? criterion.levels[li] : undefined;
  if (!level) return `${criterion.key}.levels`;
  return levelField === 'points' || levelField === 'description'
    ? `${level.key}.${levelField}`
    : null;
}

/** The most points the draft can give (each criterion's best level), for the editor's header. */
export function draftMaxPoints(draft: RubricDraft): number {
  return draft.criteria.reduce((sum, c) => {
    const points = c.levels.map((l) => (typeof l.points === 'number' ? l.points : 0));
    return sum + Math.max(0, ...points);
  }, 0);
}
