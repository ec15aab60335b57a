import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, type PageItem } from './pagination';

/** Items as a compact string: '1 … 4 5 6 … 10'. */
const show = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('user list pagination', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(10_000, 10)).toBe(1000);
  });

  it('clamps the page into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('shows every page when they are all adjacent', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(1, 3))).toBe('1 2 3');
    expect(show(pageItems(2, 4))).toBe('1 2 3 4');
  });

  it('shows the first, the last and the current page plus or minus one, with gaps', () => {
    expect(show(pageItems(1, 10))).toBe('1 2 … 10');
    expect(show(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(pageItems(3, 10))).toBe('1 2 3 4 … 10');
    expect(show(pageItems(10, 10))).toBe('1 … 9 10');
    expect(show(pageItems(500, 1000))).toBe('1 … 499 500 501 … 1000');
  });

  it('never shows a page twice and gives each gap its own key', () => {
    const items = pageItems(2, 3);
    expect(show(items)).toBe('1 2 3');
    const gaps = pageItems(5, 10).filter((item) => item.kind === 'ellipsis');
    expect(new Set(gaps.map((gap) => gap.key)).size).toBe(2);
  });

  it('clamps an out-of-range current page', () => {
    expect(show(pageItems(99, 4))).toBe('1 … 3 4');
  });
});
