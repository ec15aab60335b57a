import { describe, expect, it } from 'vitest';
import { HEADLINE_COOLDOWN_MS, type Headline } from '@dsb/core';
import {
  cooldownLeft,
  currentTopic,
  detailTexts,
  filterHeadlines,
  formatHeadlineDate,
  headlineImageSrc,
  savableHeadline,
  suggestedTerms,
} from './headlineRules';

const headline = (over: Partial<Headline> = {}): Headline => ({
  title: 'Sea level report',
  description: 'Tide gauges show the sea rose.',
  source: { id: 'research.example', name: 'Research Example' },
  url: 'https://research.example/sea-level',
  publishedAt: '2025-03-01T00:00:00Z',
  urlToImage: null,
  content: 'Tide gauges show the sea rose. More text.',
  author: null,
  origin: 'library',
  ...over,
});

describe('currentTopic', () => {
  const prompt = {
    bigQuestion: 'Why are seas rising?',
    topics: [
      { topicTag: 'general', topicLabel: 'General' },
      { topicTag: 'sea-level', topicLabel: 'Sea level' },
    ],
  };

  it("takes the story's prompt's first topic that is not General", () => {
    expect(currentTopic('Why are seas rising?', prompt)).toEqual({
      query: 'Sea level',
      label: 'Sea level',
      from: 'prompt',
      keywords: [],
    });
  });

  it('falls back to the big question, cleaned as the server does', () => {
    expect(currentTopic('Why are seas rising so fast this decade?', prompt)).toEqual({
      query: 'Why are seas rising so fast',
      label: 'Why are seas rising so fast this decade?',
      from: 'bigQuestion',
      keywords: [],
    });
    const onlyGeneral = { ...prompt, topics: [{ topicTag: 'general', topicLabel: 'General' }] };
    expect(currentTopic('Why are seas rising?', onlyGeneral)?.from).toBe('bigQuestion');
  });

  it('has no topic without a big question, whatever prompt is selected', () => {
    expect(currentTopic(null, prompt)).toBeNull();
    expect(currentTopic('   ', null)).toBeNull();
  });
});

describe('suggestedTerms', () => {
  it('keeps the words over 3 characters, each once, without punctuation', () => {
    expect(suggestedTerms('Are teens on screens more? Teens, screens!')).toEqual([
      'teens',
      'screens',
      'more',
    ]);
    expect(suggestedTerms("the world's sea-ice now")).toEqual(["world's", 'sea-ice']);
  });

  it('does not suggest the whole query again', () => {
    expect(suggestedTerms('climate')).toEqual([]);
    expect(suggestedTerms('a an the')).toEqual([]);
  });

  it("offers the prompt's keywords for a one-word topic, so there is always something to try", () => {
    const keywords = ['global warming', 'climate', 'sea', 'heat', 'nasa gistemp', 'Heat', 'future'];
    const topic = currentTopic('How much has Earth warmed?', {
      bigQuestion: 'How much has Earth warmed?',
      topics: [{ topicTag: 'climate', topicLabel: 'Climate' }],
      keywords,
    })!;
    expect(topic).toMatchObject({ query: 'Climate', keywords });
    expect(suggestedTerms(topic.query, topic.keywords)).toEqual([
      'global warming',
      'heat',
      'nasa gistemp',
      'future',
    ]);
    // The query's own words come first; keywords only when it has none.
    expect(suggestedTerms('rising seas', keywords)).toEqual(['rising', 'seas']);
  });

  it('shows at most 5 terms', () => {
    expect(suggestedTerms('alpha bravo charlie delta echoes foxtrot golfer')).toHaveLength(5);
  });
});

describe('filterHeadlines', () => {
  const list = [
    headline(),
    headline({ title: 'Bread prices', description: null, url: 'https://b.example/1' }),
    headline({
      title: 'Ice',
      description: null,
      source: { id: null, name: 'Polar Times' },
      url: 'https://c.example',
    }),
  ];

  it('keeps the headlines whose title, description or source hold every word', () => {
    expect(filterHeadlines(list, 'BREAD').map((h) => h.title)).toEqual(['Bread prices']);
    expect(filterHeadlines(list, 'polar ice').map((h) => h.title)).toEqual(['Ice']);
    expect(filterHeadlines(list, 'tide gauges').map((h) => h.title)).toEqual(['Sea level report']);
    expect(filterHeadlines(list, 'bread polar')).toEqual([]);
  });

  it('keeps everything for a blank filter', () => {
    expect(filterHeadlines(list, '  ')).toHaveLength(3);
  });
});

describe('cooldownLeft', () => {
  it('lets the first fetch go at once and spaces later ones 2000 ms apart', () => {
    expect(HEADLINE_COOLDOWN_MS).toBe(2000);
    expect(cooldownLeft(null, 5000)).toBe(0);
    expect(cooldownLeft(5000, 5500)).toBe(1500);
    expect(cooldownLeft(5000, 7000)).toBe(0);
    expect(cooldownLeft(5000, 9000)).toBe(0);
  });
});

describe('headlineImageSrc', () => {
  it('keeps same-origin paths, proxies web addresses and drops anything else', () => {
    expect(headlineImageSrc('/api/proxy/image?url=x')).toBe('/api/proxy/image?url=x');
    expect(headlineImageSrc('https://cdn.example/a.jpg')).toBe(
      '/api/proxy/image?url=https%3A%2F%2Fcdn.example%2Fa.jpg',
    );
    expect(headlineImageSrc('//evil.example/a.jpg')).toBeNull();
    expect(headlineImageSrc('javascript:alert(1)')).toBeNull();
    expect(headlineImageSrc(null)).toBeNull();
  });
});

describe('formatHeadlineDate', () => {
  it('writes the day in UTC, keeps an unreadable date and has none for null', () => {
    expect(formatHeadlineDate('2025-03-01T00:00:00Z')).toBe('March 1, 2025');
    expect(formatHeadlineDate('last week')).toBe('last week');
    expect(formatHeadlineDate(null)).toBeNull();
  });
});

describe('detailTexts', () => {
  it("shows a library article's content alone when the description is its beginning", () => {
    expect(detailTexts('Tide gauges', 'Tide gauges show it.')).toEqual({
      description: null,
      content: 'Tide gauges show it.',
    });
    expect(detailTexts('Summary', 'Body')).toEqual({ description: 'Summary', content: 'Body' });
    expect(detailTexts(' ', null)).toEqual({ description: null, content: null });
  });
});

describe('savableHeadline', () => {
  it('cuts texts to what PUT /api/news/saved takes', () => {
    const long = savableHeadline(
      headline({ content: 'x'.repeat(30_000), urlToImage: `/img?${'a'.repeat(3000)}` }),
    );
    expect(long.content).toHaveLength(20_000);
    expect(long.urlToImage).toBeNull();
    expect(savableHeadline(headline())).toEqual(headline());
  });
});
