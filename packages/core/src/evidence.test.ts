import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_MESSAGES,
  evidenceDeleteSchema,
  evidenceSearchQuerySchema,
  evidenceUpdateSchema,
  isLongQuery,
  suggestedSearchTerms,
} from './evidence';

describe('isLongQuery (more than 8 words of length over 1)', () => {
  it('counts only words longer than one character', () => {
    expect(isLongQuery('one two three four five six seven eight')).toBe(false);
    expect(isLongQuery('one two three four five six seven eight nine')).toBe(true);
    // Single letters do not count towards the nine.
    expect(isLongQuery('a b c d e f g h i j k l')).toBe(false);
    expect(isLongQuery('how a big is the ocean rising in my a')).toBe(false);
    expect(isLongQuery('how is the sea level rising in my town since 1900')).toBe(true);
    expect(isLongQuery('  ')).toBe(false);
  });
});

describe('suggestedSearchTerms', () => {
  it('drops short words and stop words, dedupes, keeps order, and stops at 5', () => {
    expect(
      suggestedSearchTerms(
        'What does the data say about people and their plastic waste, plastic recycling and oceans near coastal towns?',
      ),
    ).toEqual(['data', 'plastic', 'waste', 'recycling', 'oceans']);
  });

  it('ignores case when deduplicating and drops every listed stop word', () => {
    expect(
      suggestedSearchTerms(
        'WITH that This from ABOUT their they have what should would could does where when people',
      ),
    ).toEqual([]);
    expect(suggestedSearchTerms('Glaciers glaciers GLACIERS melting')).toEqual([
      'glaciers',
      'melting',
    ]);
  });

  it('keeps words of four characters and more, without punctuation', () => {
    expect(suggestedSearchTerms('How hot was 2023, really?')).toEqual(['2023', 'really']);
    expect(suggestedSearchTerms('')).toEqual([]);
  });
});

describe('evidence query schemas', () => {
  it('defaults search to text with limit 100', () => {
    expect(evidenceSearchQuerySchema.parse({})).toEqual({
      query: '',
      searchType: 'text',
      limit: 100,
    });
    expect(evidenceSearchQuerySchema.parse({ query: 'ice', limit: '5' }).limit).toBe(5);
  });

  it('refuses long queries, unknown types and limits outside 1..100', () => {
    const long = evidenceSearchQuerySchema.safeParse({ query: 'x'.repeat(501) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Search query must be at most 500 characters');
    expect(evidenceSearchQuerySchema.safeParse({ query: 'x'.repeat(500) }).success).toBe(true);
    for (const bad of [
      { searchType: 'semantic' },
      { limit: '0' },
      { limit: '101' },
      { limit: 'x' },
    ]) {
      expect(evidenceSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('admin bodies', () => {
  it('needs a title to update', () => {
    expect(evidenceUpdateSchema.safeParse({ id: 'a', label: ' ', description: 'd' }).success).toBe(
      false,
    );
    expect(evidenceUpdateSchema.parse({ id: 'a', label: ' T ', description: '' })).toEqual({
      id: 'a',
      label: 'T',
      description: '',
    });
  });

  it('accepts exactly one delete form, with the documented messages otherwise', () => {
    for (const body of [{ id: 'a' }, { sourceURL: 'https://x.org' }, { deleteAll: true }]) {
      expect(evidenceDeleteSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
    const message = (body: unknown) =>
      evidenceDeleteSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ sourceURL: '  ' })).toBe(EVIDENCE_MESSAGES.sourceUrlRequired);
    expect(message({})).toBe(EVIDENCE_MESSAGES.nothingSelected);
    expect(message({ id: 'a', deleteAll: true })).toBe(EVIDENCE_MESSAGES.oneDeleteForm);
    expect(message({ deleteAll: false })).toBe('deleteAll must be true');
  });
});
