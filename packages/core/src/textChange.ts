/**
 * Where two versions of a text differ: the length of their common start and of their common end
 * (not overlapping). Everything between is what was replaced.
 */
export function changedSpan(before: string, after: string): { start: number; end: number } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  return { start, end };
}
