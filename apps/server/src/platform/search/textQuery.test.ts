import { describe, expect, it } from 'vitest';
import { prefixTsQuery, textSearchAndThenAny } from './textQuery';
import { similarityFromDistance } from './vectorSql';

describe('prefixTsQuery', () => {
  it('keeps only letters and digits and adds prefix matching', () => {
    expect(prefixTsQuery('Global warming!', 'and')).toBe('global:* & warming:*');
    expect(prefixTsQuery("CO2 & ':*| drop", 'or')).toBe('co2:* | drop:*');
    expect(prefixTsQuery('éducation', 'and')).toBe('éducation:*');
    expect(prefixTsQuery('  !!  ', 'and')).toBeNull();
  });
});

describe('similarityFromDistance', () => {
  it('maps cosine distance to 0..1', () => {
    expect(similarityFromDistance(0)).toBe(1);
    expect(similarityFromDistance(0.25)).toBe(0.75);
    expect(similarityFromDistance(1.4)).toBe(0);
  });
});

describe('textSearchAndThenAny', () => {
  it('falls back to any word only when all words find nothing', async () => {
    const seen: string[] = [];
    const result = await textSearchAndThenAny('sea ice', async (q) => {
      seen.push(q);
      return q.includes('&') ? [] : ['hit'];
    });
    expect(seen).toEqual(['sea:* & ice:*', 'sea:* | ice:*']);
    expect(result).toEqual(['hit']);
  });
});
