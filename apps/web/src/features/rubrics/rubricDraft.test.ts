import { describe, expect, it } from 'vitest';
import { MAX_RUBRIC_CRITERIA, MAX_RUBRIC_LEVELS, RUBRIC_MESSAGES } from '@dsb/core';
import {
  addCriterion,
  addLevel,
  changeLevel,
  criteriaLimit,
  draftFromRubric,
  draftMaxPoints,
  emptyDraft,
  levelsLimit,
  moveCriterion,
  moveLevel,
  removeCriterion,
  removeLevel,
  renameCriterion,
  validateDraft,
  type RubricDraft,
} from './rubricDraft';
import { csvTooLarge, nameFromFileName } from './csvImport';

const names = (draft: RubricDraft) => draft.criteria.map((c) => c.name);

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

function twoCriteria(): RubricDraft {
  let draft = { ...emptyDraft(), name: 'Writing' };
  draft = addCriterion(draft);
  draft = renameCriterion(draft, must(draft.criteria[0]).key, 'Evidence');
  return renameCriterion(draft, must(draft.criteria[1]).key, 'Clarity');
}

describe('the rubric draft', () => {
  it('starts with one criterion of three levels worth 1, 2 and 3', () => {
    const draft = emptyDraft();
    expect(draft.criteria).toHaveLength(1);
    expect(must(draft.criteria[0]).levels.map((l) => l.points)).toEqual([1, 2, 3]);
  });

  it('adds, moves and removes criteria by key', () => {
    let draft = twoCriteria();
    const evidence = must(draft.criteria[0]);
    const clarity = must(draft.criteria[1]);
    draft = moveCriterion(draft, clarity.key, -1);
    expect(names(draft)).toEqual(['Clarity', 'Evidence']);
    // At either end nothing moves.
    expect(names(moveCriterion(draft, clarity.key, -1))).toEqual(['Clarity', 'Evidence']);
    expect(names(moveCriterion(draft, evidence.key, 1))).toEqual(['Clarity', 'Evidence']);
    draft = removeCriterion(draft, clarity.key);
    expect(names(draft)).toEqual(['Evidence']);
  });

  it('stops at 10 criteria with the limit message', () => {
    let draft = emptyDraft();
    for (let i = 0; i < 20; i++) draft = addCriterion(draft);
    expect(draft.criteria).toHaveLength(MAX_RUBRIC_CRITERIA);
    expect(criteriaLimit(draft)).toBe(RUBRIC_MESSAGES.tooManyCriteria);
    expect(criteriaLimit(emptyDraft())).toBeNull();
  });

  it('adds levels one point above the last, up to 5, and moves and removes them', () => {
    let draft = emptyDraft();
    const key = must(draft.criteria[0]).key;
    for (let i = 0; i < 5; i++) draft = addLevel(draft, key);
    const levels = must(draft.criteria[0]).levels;
    expect(levels.map((l) => l.points)).toEqual([1, 2, 3, 4, 5]);
    expect(levels).toHaveLength(MAX_RUBRIC_LEVELS);
    expect(levelsLimit(must(draft.criteria[0]))).toBe(RUBRIC_MESSAGES.tooManyLevels);
    draft = moveLevel(draft, key, must(levels[4]).key, -1);
    expect(must(draft.criteria[0]).levels.map((l) => l.points)).toEqual([1, 2, 3, 5, 4]);
    draft = removeLevel(draft, key, must(levels[0]).key);
    expect(must(draft.criteria[0]).levels.map((l) => l.points)).toEqual([2, 3, 5, 4]);
    expect(levelsLimit(must(draft.criteria[0]))).toBeNull();
  });

  it('keeps saved criterion ids and gives the trimmed request body when valid', () => {
    const draft = draftFromRubric({
      name: ' Writing ',
      criteria: [
        { id: 'evidence', name: 'Evidence ', levels: [{ description: 'Some', points: 2 }] },
      ],
    });
    expect(validateDraft(draft)).toEqual({
      ok: true,
      input: {
        name: 'Writing',
        criteria: [
          { id: 'evidence', name: 'Evidence', levels: [{ description: 'Some', points: 2 }] },
        ],
      },
    });
  });
});

describe('validateDraft', () => {
  it('puts each message beside its field, by key', () => {
    let draft = emptyDraft();
    const criterion = must(draft.criteria[0]);
    draft = changeLevel(draft, criterion.key, must(criterion.levels[1]).key, { points: '' });
    draft = changeLevel(draft, criterion.key, must(criterion.levels[2]).key, { points: 101 });
    const result = validateDraft(draft);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: RUBRIC_MESSAGES.nameRequired,
        [`${criterion.key}.name`]: RUBRIC_MESSAGES.criterionNameRequired,
        [`${must(criterion.levels[1]).key}.points`]: RUBRIC_MESSAGES.pointsRange,
        [`${must(criterion.levels[2]).key}.points`]: RUBRIC_MESSAGES.pointsRange,
      },
    });
  });

  it('follows a field after a reorder', () => {
    let draft = twoCriteria();
    const clarity = must(draft.criteria[1]);
    draft = changeLevel(draft, clarity.key, must(clarity.levels[0]).key, { points: 2.5 });
    draft = moveCriterion(draft, clarity.key, -1);
    const result = validateDraft(draft);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors)).toEqual([`${must(clarity.levels[0]).key}.points`]);
  });

  it('asks for a criterion and for a level when none is left', () => {
    let draft = twoCriteria();
    const evidence = must(draft.criteria[0]);
    for (const level of evidence.levels) draft = removeLevel(draft, evidence.key, level.key);
    let result = validateDraft(draft);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({ [`${evidence.key}.levels`]: RUBRIC_MESSAGES.levelRequired });
    for (const c of draft.criteria) draft = removeCriterion(draft, c.key);
    result = validateDraft(draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ criteria: RUBRIC_MESSAGES.criterionRequired });
  });

  it('totals the best level of each criterion', () => {
    let draft = twoCriteria();
    const clarity = must(draft.criteria[1]);
    draft = changeLevel(draft, clarity.key, must(clarity.levels[2]).key, { points: '' });
    expect(draftMaxPoints(draft)).toBe(3 + 2);
  });
});

describe('importing a CSV', () => {
  it('offers the file name without the export suffix', () => {
    expect(nameFromFileName('Writing-rubric.csv')).toBe('Writing');
    expect(nameFromFileName('year_8 science.CSV')).toBe('year 8 science');
    expect(nameFromFileName('x'.repeat(150) + '.csv')).toHaveLength(100);
  });

  it('counts the size in bytes as the server does', () => {
    expect(csvTooLarge('a'.repeat(100_000))).toBe(false);
    expect(csvTooLarge('é'.repeat(50_001))).toBe(true);
  });
});
