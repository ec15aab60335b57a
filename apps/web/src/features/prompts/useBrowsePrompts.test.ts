import { describe, expect, it } from 'vitest';
import type { Prompt, PromptListPage } from '@dsb/core';
import { promptListOptions } from './useBrowsePrompts';

const prompt = (id: number) => ({ _id: String(id) }) as Prompt;
const page = (from: number, count: number, total: number): PromptListPage => ({
  prompts: Array.from({ length: count }, (_, i) => prompt(from + i)),
  total,
});

const next = (pages: PromptListPage[]) =>
  promptListOptions.getNextPageParam(pages.at(-1)!, pages, 0, []);

describe('Load More paging', () => {
  it('asks for the next 20 from the number already loaded', () => {
    expect(next([page(0, 20, 67)])).toBe(20);
    expect(next([page(0, 20, 67), page(20, 20, 67)])).toBe(40);
  });

  it('stops once everything is loaded', () => {
    expect(next([page(0, 20, 67), page(20, 20, 67), page(40, 20, 67), page(60, 7, 67)])).toBe(
      undefined,
    );
    expect(next([page(0, 20, 20)])).toBeUndefined();
  });

  it('stops when a page comes back empty even if the total says more', () => {
    expect(next([page(0, 20, 30), page(20, 0, 30)])).toBeUndefined();
  });
});
