import { fileNameSlug } from '@dsb/core';
import type { StoredCriterion } from './tables';

/** The longest slug made from a name, leaving room for '-10' within the 40 characters an id has. */
const MAX_SLUG_LENGTH = 36;

type CriterionInput = Omit<StoredCriterion, 'id'> & { id?: string | undefined };

function slugOf(name: string): string {
  return (
    fileNameSlug(name, 'criterion').slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '') || 'criterion'
  );
}

/**
 * Gives every criterion an id that is unique within the rubric and stays the same across edits,
 * so a score given on a criterion still names it after the criterion is renamed. In order: an id
 * the client sent is kept (the first of two alike); a criterion sent without one takes the id of
 * the stored criterion with its name (a client that does not keep ids); the rest get the slug of
 * their name, numbered when it is taken ('evidence', 'evidence-2').
 */
export function withCriterionIds(
  criteria: readonly CriterionInput[],
  stored: readonly StoredCriterion[] = [],
): StoredCriterion[] {
  const used = new Set<string>();
  const ids: Array<string | undefined> = criteria.map(({ id }) => {
    if (id === undefined || used.has(id)) return undefined;
    used.add(id);
    return id;
  });
  criteria.forEach((criterion, i) => {
    if (ids[i] !== undefined) return;
    const same = stored.find((s) => s.name === criterion.name && !used.has(s.id));
    if (same) {
      ids[i] = same.id;
      used.add(same.id);
    }
  });
  criteria.forEach((criterion, i) => {
    if (ids[i] !== undefined) return;
    const base = slugOf(criterion.name);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    ids[i] = id;
    used.add(id);
  });
  return criteria.map((criterion, i) => ({
    id: ids[i]!,
    name: criterion.name,
    levels: criterion.levels.map(({ description, points }) => ({ description, points })),
  }));
}
