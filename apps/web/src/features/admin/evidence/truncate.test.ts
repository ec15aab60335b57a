import { describe, expect, it } from 'vitest';
import { EXCERPT, truncate } from './truncate';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('x'.repeat(40), EXCERPT.sourceURL)).toBe('x'.repeat(40));
  });

  it('cuts longer text to the limit and adds an ellipsis', () => {
    const content = 'a'.repeat(300);
    expect(truncate(content, EXCERPT.articleContent)).toBe(`${'a'.repeat(280)}…`);
    expect(truncate(content, EXCERPT.articleContentOnPage)).toBe(`${'a'.repeat(200)}…`);
    expect(truncate('https://example.org/a/very/long/path/to/a/report.html', 40)).toBe(
      'https://example.org/a/very/long/path/to/…',
    );
  });

  it('does not end an excerpt on a space before the ellipsis', () => {
    expect(truncate('one two three', 4)).toBe('one…');
  });

  it('never splits an emoji', () => {
    expect(truncate('📊📈📉', 2)).toBe('📊📈…');
  });

  it('shows nothing for missing text', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
  });

  it('uses the documented limits', () => {
    expect(EXCERPT).toEqual({
      articleContent: 280,
      articleContentOnPage: 200,
      chartDescription: 120,
      sourceURL: 40,
      originalURL: 40,
    });
  });
});
