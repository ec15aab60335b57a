import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evidence } from '../features/evidence/tables';
import { prompts } from '../features/prompts/tables';
import { createTestApp, type TestApp } from '../platform/test/testApp';
import { createSearch, type Search } from './search';
import { AxisEmbedder, insertEvidence, insertPrompt } from './searchTestSupport';

let app: TestApp;
let embedder: AxisEmbedder;
let search: Search;
const log = pino({ level: 'silent' });
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  embedder = new AxisEmbedder();
  search = createSearch({ db: app.db, embedder, log });
  ids.oceanPrompt = await insertPrompt(app.db, {
    bigQuestion: 'How fast is the ocean warming?',
    keywords: ['sea'],
    topics: ['Climate'],
  });
  ids.forestPrompt = await insertPrompt(app.db, {
    bigQuestion: 'Are forests shrinking?',
    keywords: ['trees'],
    topics: ['Nature'],
  });
  ids.energyPrompt = await insertPrompt(app.db, {
    bigQuestion: 'Does clean energy help health?',
    topics: ['Energy'],
  });
  ids.oceanChart = await insertEvidence(app.db, {
    label: 'Ocean heat content',
    description: 'Heat stored in the upper 2000 m of water.',
    topicTagStatic: 'climate',
  });
  ids.seaChart = await insertEvidence(app.db, {
    label: 'Sea level rise',
    description: 'The ocean is rising.',
  });
  ids.forestChart = await insertEvidence(app.db, {
    label: 'Forest area share',
    description: 'Share of land covered by trees.',
    keywords: ['woodland'],
  });
  ids.draftChart = await insertEvidence(app.db, { label: 'Ocean plastic', status: 'temp' });
  ids.deletedChart = await insertEvidence(app.db, { label: 'Ocean acidity', status: 'deleted' });
});
afterAll(() => app.close());

const idsOf = (items: Array<{ _id: string }>) => items.map((i) => i._id);

describe('embedding backfill', () => {
  it('embeds every row without a vector once, leaving deleted evidence out', async () => {
    const progress: string[] = [];
    const counts = await search.embedAllMissing((name, done, total) =>
      progress.push(`${name} ${done}/${total}`),
    );
    expect(counts).toEqual({ prompts: 3, evidence: 4, articles: 0 });
    // Progress for the first start's log: the start and the end of each collection's backfill.
    expect(progress).toEqual(['prompts 0/3', 'prompts 3/3', 'evidence 0/4', 'evidence 4/4']);
    expect(embedder.calls.flat()).toContain('How fast is the ocean warming?. Climate. sea');
    expect(embedder.calls.flat()).toContain('Sea level rise. The ocean is rising.');
    expect(await search.embedAllMissing()).toEqual({ prompts: 0, evidence: 0, articles: 0 });
    const [deleted] = await app.db
      .select({ model: evidence.embeddingModel })
      .from(evidence)
      .where(eq(evidence.id, ids.deletedChart!));
    expect(deleted!.model).toBeNull();
  });
});

describe('text search', () => {
  it('finds prompts by word prefixes in the question, keywords and topics', async () => {
    const text = async (query: string) =>
      idsOf((await search.prompts.search({ query, mode: 'text' })).items);
    expect(await text('fores')).toEqual([ids.forestPrompt]);
    expect(await text('trees')).toEqual([ids.forestPrompt]);
    expect(await text('climate')).toEqual([ids.oceanPrompt]);
    // No prompt has both words: any word will do then.
    expect(new Set(await text('ocean shrinking'))).toEqual(
      new Set([ids.oceanPrompt, ids.forestPrompt]),
    );
    expect(await text('  ')).toEqual([]);
  });

  it('finds published evidence only, the label ranked above the description', async () => {
    const answer = await search.evidence.search({ query: 'ocean', mode: 'text' });
    expect(answer).toMatchObject({ fellBack: false });
    expect(idsOf(answer.items)).toEqual([ids.oceanChart, ids.seaChart]);
    const one = await search.evidence.search({ query: 'ocean', mode: 'text', limit: 1 });
    expect(idsOf(one.items)).toEqual([ids.oceanChart]);
    expect(answer.items[0]).toMatchObject({ label: 'Ocean heat content', s3URL: null });
  });
});

describe('semantic search', () => {
  it('ranks prompts by meaning with a similarity, leaving out the unrelated', async () => {
    const ocean = await search.prompts.search({ query: 'the ocean', mode: 'semantic' });
    expect(ocean.fellBack).toBe(false);
    expect(idsOf(ocean.items)).toEqual([ids.oceanPrompt]);
    expect(ocean.items[0]!.similarity).toBeCloseTo(1, 5);
    const energy = await search.prompts.search({ query: 'energy', mode: 'semantic' });
    expect(idsOf(energy.items)).toEqual([ids.energyPrompt]);
    expect(energy.items[0]!.similarity).toBeCloseTo(Math.SQRT1_2, 5);
  });

  it('returns published evidence only, even when drafts carry vectors', async () => {
    const answer = await search.evidence.search({ query: 'ocean', mode: 'semantic' });
    expect(new Set(idsOf(answer.items))).toEqual(new Set([ids.oceanChart, ids.seaChart]));
    expect(answer.items.every((i) => i.similarity! > 0.99 && i.similarity! <= 1)).toBe(true);
  });

  it('uses only vectors from the current model until the backfill catches up', async () => {
    const other = new AxisEmbedder('test-axes-v2');
    const next = createSearch({ db: app.db, embedder: other, log });
    expect(await next.prompts.search({ query: 'forest', mode: 'semantic' })).toEqual({
      items: [],
      fellBack: false,
    });
    expect(await next.embedAllMissing()).toEqual({ prompts: 3, evidence: 4, articles: 0 });
    const found = await next.prompts.search({ query: 'forests', mode: 'semantic', limit: 5 });
    expect(idsOf(found.items)).toEqual([ids.forestPrompt]);
    // Back to the first model for the tests that follow.
    expect(await search.embedAllMissing()).toEqual({ prompts: 3, evidence: 4, articles: 0 });
  });
});

describe('fallback to text search', () => {
  it('answers a failed semantic search with text results, says so and logs why', async () => {
    const warn = vi.spyOn(log, 'warn');
    embedder.failing = true;
    try {
      const prompt = await search.prompts.search({ query: 'shrinking', mode: 'semantic' });
      expect(prompt).toMatchObject({ fellBack: true });
      expect(idsOf(prompt.items)).toEqual([ids.forestPrompt]);
      expect(prompt.items[0]!.similarity).toBeUndefined();
      const chart = await search.evidence.search({ query: 'woodland', mode: 'semantic' });
      expect(chart).toMatchObject({ fellBack: true });
      expect(idsOf(chart.items)).toEqual([ids.forestChart]);
    } finally {
      embedder.failing = false;
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatchObject({ collection: 'evidence' });
    // A failure is not cached: the next search is semantic again.
    const again = await search.prompts.search({ query: 'shrinking', mode: 'semantic' });
    expect(again.fellBack).toBe(false);
  });
});

describe('caches', () => {
  it('embeds a repeated query once, across collections', async () => {
    const before = embedder.calls.length;
    await search.prompts.search({ query: 'health data', mode: 'semantic' });
    await search.evidence.search({ query: 'health data', mode: 'semantic' });
    await search.evidence.search({ query: 'health data', mode: 'semantic', limit: 3 });
    expect(embedder.calls.slice(before)).toEqual([['health data']]);
  });

  it('answers repeated reads from the cache until the collection is invalidated', async () => {
    const find = async () =>
      (await search.prompts.search({ query: 'clean', mode: 'text' })).items[0]?.bigQuestion;
    expect(await find()).toBe('Does clean energy help health?');
    // Written behind the service's back: the cached answer stays until invalidate().
    await app.db
      .update(prompts)
      .set({ bigQuestion: 'Is clean power cheaper?' })
      .where(eq(prompts.id, ids.energyPrompt!));
    expect(await find()).toBe('Does clean energy help health?');
    search.prompts.invalidate();
    expect(await find()).toBe('Is clean power cheaper?');
    // Another collection's cache is its own.
    const list = () => search.evidence.cached('n', async () => Math.random());
    const first = await list();
    search.prompts.invalidate();
    expect(await list()).toBe(first);
  });
});

describe('embeddings for writes', () => {
  it('gives the vector and model, or nulls when the embedder fails', async () => {
    const source = { bigQuestion: 'Ocean?', keywords: [], topics: [] };
    const stored = await search.prompts.embeddingFor(source);
    expect(stored.embeddingModel).toBe('test-axes');
    expect(stored.embedding?.[0]).toBe(1);
    embedder.failing = true;
    try {
      expect(await search.prompts.embeddingFor(source)).toEqual({
        embedding: null,
        embeddingModel: null,
      });
    } finally {
      embedder.failing = false;
    }
  });
});
