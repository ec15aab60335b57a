import { describe, expect, it } from 'vitest';
import {
  isValidPrompt,
  normalizeTopic,
  normalizeTopics,
  promptListQuerySchema,
  promptSearchQuerySchema,
} from './prompt';

describe('topic rules', () => {
  it('lowercases tags with hyphens and capitalises labels', () => {
    expect(normalizeTopic('social media')).toEqual({
      topicTag: 'social-media',
      topicLabel: 'Social media',
    });
    expect(normalizeTopic({ topicTag: 'Climate Change' })).toEqual({
      topicTag: 'climate-change',
      topicLabel: 'Climate Change',
    });
    expect(normalizeTopic({ topicTag: 'energy', topicLabel: 'energy' })).toEqual({
      topicTag: 'energy',
      topicLabel: 'Energy',
    });
  });
  it('turns empty input into General and an empty list into one general topic', () => {
    expect(normalizeTopic('  ')).toEqual({ topicTag: 'general', topicLabel: 'General' });
    expect(normalizeTopics([])).toEqual([{ topicTag: 'general', topicLabel: 'General' }]);
    expect(normalizeTopics(undefined)).toHaveLength(1);
  });
  it('drops duplicate tags', () => {
    expect(normalizeTopics(['Health', 'health', { topicTag: 'health' }])).toHaveLength(1);
  });
});

describe('prompt query schemas', () => {
  it('accepts non-negative whole limit and offset only', () => {
    expect(promptListQuerySchema.parse({ limit: '20', offset: '40' })).toEqual({
      limit: 20,
      offset: 40,
    });
    expect(promptListQuerySchema.safeParse({ limit: '-1' }).success).toBe(false);
    expect(promptListQuerySchema.safeParse({ offset: 'ten' }).success).toBe(false);
    expect(promptListQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
  });
  it('limits the query to 500 characters and knows two types', () => {
    expect(promptSearchQuerySchema.parse({})).toEqual({ query: '', type: 'text' });
    expect(promptSearchQuerySchema.safeParse({ query: 'x'.repeat(501) }).success).toBe(false);
    expect(promptSearchQuerySchema.safeParse({ query: 'x', type: 'fuzzy' }).success).toBe(false);
  });
});

describe('isValidPrompt', () => {
  it('needs _id, bigQuestion, promptScript and a topics array', () => {
    expect(isValidPrompt({ _id: '1', bigQuestion: 'q', promptScript: 's', topics: [] })).toBe(true);
    expect(isValidPrompt({ _id: '1', bigQuestion: 'q', promptScript: 's' })).toBe(false);
    expect(isValidPrompt(null)).toBe(false);
  });
});
