import { describe, expect, it } from 'vitest';
import { SAVED_PAGINATION, SEARCH_PAGINATION, paginate, pagesShownInFull } from './pagination';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate', () => {
  it('pages by 10', () => {
    const page = paginate(numbers(25), 2);
    expect(page).toEqual({ items: numbers(10).map((n) => n + 10), page: 2, totalPages: 3 });
    expect(paginate(numbers(25), 3).items).toEqual([21, 22, 23, 24, 25]);
  });

  it('clamps the page to 1..total pages', () => {
    expect(paginate(numbers(25), 9).page).toBe(3);
    expect(paginate(numbers(25), 0).page).toBe(1);
    expect(paginate(numbers(25), -4).page).toBe(1);
    expect(paginate(numbers(25), Number.NaN).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('pagination layouts', () => {
  it('shows up to 7 search pages in full and up to 5 saved pages', () => {
    expect(pagesShownInFull(SEARCH_PAGINATION)).toBe(7);
    expect(pagesShownInFull(SAVED_PAGINATION)).toBe(5);
  });
});
