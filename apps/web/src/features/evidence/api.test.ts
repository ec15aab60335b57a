import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvidenceItem } from '@dsb/core';
import { matchesQuery, searchEvidence } from './api';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network';

const chart = (id: string, label: string, keywords: string[] = []) =>
  ({
    _id: id,
    label,
    label_easy: null,
    description: '',
    topicTagStatic: null,
    keywords,
  }) as unknown as EvidenceItem;

let answers: Record<string, Answer>;
let calls: string[];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      calls.push(path);
      const answer = answers[path] ?? { status: 500, body: { error: 'boom' } };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status ?? 200,
        headers: answer.headers,
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('searchEvidence', () => {
  it('asks the search call first, with type and limit 100', async () => {
    answers = { '/api/evidence/search': { body: [chart('a', 'Sea level')] } };
    const result = await searchEvidence('sea level', 'vector');
    expect(result).toEqual({ items: [chart('a', 'Sea level')], fellBack: false });
    const url = vi.mocked(fetch).mock.calls[0]![0] as string;
    expect(url).toBe('/api/evidence/search?query=sea%20level&searchType=vector&limit=100');
  });

  it('flags an advanced search the server answered with text results', async () => {
    answers = {
      '/api/evidence/search': { body: [], headers: { 'x-search-fallback': 'text' } },
    };
    expect((await searchEvidence('ice', 'vector')).fellBack).toBe(true);
    expect((await searchEvidence('ice', 'text')).fellBack).toBe(false);
  });

  it('falls back to text-search, then to the whole library filtered here', async () => {
    answers = {
      '/api/evidence/search': 'network',
      '/api/evidence/text-search': { body: [chart('t', 'Text hit')] },
    };
    expect((await searchEvidence('ice', 'text')).items.map((e) => e._id)).toEqual(['t']);

    answers = {
      '/api/evidence/search': { body: { not: 'an array' } },
      '/api/evidence/text-search': { status: 503, body: { error: 'down' } },
      '/api/evidence': {
        body: [chart('ice', 'Arctic sea ice'), chart('gdp', 'GDP', ['economy'])],
      },
    };
    const all = await searchEvidence('how much ice is left', 'vector');
    expect(all.items.map((e) => e._id)).toEqual(['ice']);
    expect(all.fellBack).toBe(true);
    expect(calls.slice(-3)).toEqual([
      '/api/evidence/search',
      '/api/evidence/text-search',
      '/api/evidence',
    ]);
  });

  it("reports the search call's error when every fallback fails", async () => {
    answers = {
      '/api/evidence/search': { body: 'not json at all' },
      '/api/evidence/text-search': 'network',
      '/api/evidence': 'network',
    };
    await expect(searchEvidence('ice', 'text')).rejects.toThrow(
      'Invalid response format from search API',
    );
    answers = { '/api/evidence/search': { status: 502, body: { error: 'Bad gateway' } } };
    await expect(searchEvidence('ice', 'text')).rejects.toThrow(
      'Failed to search evidence. Status: 502. Details: Bad gateway',
    );
  });

  it('does not retry a query the server refused', async () => {
    answers = {
      '/api/evidence/search': { status: 400, body: { error: 'Search query is too long' } },
    };
    await expect(searchEvidence('x', 'text')).rejects.toThrow('Search query is too long');
    expect(calls).toEqual(['/api/evidence/search']);
  });
});

describe('matchesQuery', () => {
  it('matches any key word in the label, keywords or topic', () => {
    const item = { ...chart('a', 'Forest area', ['trees']), topicTagStatic: 'environment' };
    expect(matchesQuery(item, 'where are the trees')).toBe(true);
    expect(matchesQuery(item, 'environment')).toBe(true);
    expect(matchesQuery(item, 'ocean heat')).toBe(false);
    expect(matchesQuery(item, 'is it')).toBe(true); // nothing to match on: keep everything
  });
});
