import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageFromParam, pageSummary } from './paging';

describe('evidence list paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });

  it('clamps the page to 1..total pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it("writes 'Page X of Y (N items)'", () => {
    expect(pageSummary(2, 5, 43)).toBe('Page 2 of 5 (43 items)');
    expect(pageSummary(1, 1, 0)).toBe('Page 1 of 1 (0 items)');
  });

  it('reads a page from the address, page 1 for anything else', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
  });
});
