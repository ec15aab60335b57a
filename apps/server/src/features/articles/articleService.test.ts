import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles } from './tables';
import { createTestApp, type TestApp } from '../../platform/test/testApp';
import {
  deleteArticles,
  listAdminArticles,
  saveScrapedArticle,
  type ScrapedArticle,
} from './articleService';
import { createSearch, type ArticleSearch } from '../../composition/search';
import { AxisEmbedder } from '../../composition/searchTestSupport';

let app: TestApp;
let embedder: AxisEmbedder;
let search: ArticleSearch;

beforeAll(async () => {
  app = await createTestApp();
  embedder = new AxisEmbedder();
  search = createSearch({ db: app.db, embedder, log: pino({ level: 'silent' }) }).articles;
});
afterAll(() => app.close());
beforeEach(async () => {
  embedder.failing = false;
  await app.db.delete(articles);
});

const article = (over: Partial<ScrapedArticle> = {}): ScrapedArticle => ({
  articleTitle: 'Warming seas push fish north',
  articleContent: 'Ocean temperatures rose again this year, and cod moved 200 km north.',
  articleDate: '2026-03-01T09:00:00Z',
  byline: 'Ada Reporter',
  sourceUrl: 'https://news.example/fish',
  topicTagStatic: 'Climate-Change',
  imageUrl: 'https://news.example/fish.jpg',
  ...over,
});

const stored = async (sourceUrl: string) =>
  (await app.db.select().from(articles).where(eq(articles.sourceUrl, sourceUrl)))[0];

describe('saveScrapedArticle', () => {
  it('adds a new article, searchable by text and by meaning at once', async () => {
    expect(await saveScrapedArticle(app.db, search, article(), false)).toBe('added');
    const row = await stored('https://news.example/fish');
    expect(row).toMatchObject({
      articleTitle: 'Warming seas push fish north',
      topicTagStatic: 'climate-change',
      byline: 'Ada Reporter',
      searchTerms: 'climate change Ada Reporter',
      embeddingModel: 'test-axes',
    });
    const byText = await search.search({ query: 'cod temperatures', mode: 'text' });
    expect(byText.items.map((a) => a.sourceURL)).toEqual(['https://news.example/fish']);
    const byMeaning = await search.search({ query: 'the ocean', mode: 'semantic' });
    expect(byMeaning.fellBack).toBe(false);
    expect(byMeaning.items[0]).toMatchObject({ articleTitle: 'Warming seas push fish north' });
    expect(byMeaning.items[0]!.similarity).toBeCloseTo(1);
  });

  it('keeps an existing article when overwrite is off, without embedding it again', async () => {
    await saveScrapedArticle(app.db, search, article(), false);
    const calls = embedder.calls.length;
    const again = article({ articleTitle: 'A new headline' });
    expect(await saveScrapedArticle(app.db, search, again, false)).toBe('exists');
    expect(embedder.calls.length).toBe(calls);
    expect((await stored('https://news.example/fish'))!.articleTitle).toBe(
      'Warming seas push fish north',
    );
  });

  it('replaces an existing article when overwrite is on, keeping its id and creation time', async () => {
    await saveScrapedArticle(app.db, search, article(), true);
    const before = (await stored('https://news.example/fish'))!;
    // The cached search must follow the write.
    expect((await search.search({ query: 'forest', mode: 'text' })).items).toEqual([]);
    const next = article({ articleTitle: 'Forests burn', articleContent: 'Forest fires doubled.' });
    expect(await saveScrapedArticle(app.db, search, next, true)).toBe('updated');
    const after = (await stored('https://news.example/fish'))!;
    expect(after).toMatchObject({ id: before.id, articleTitle: 'Forests burn' });
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect((await search.search({ query: 'forest', mode: 'text' })).items).toHaveLength(1);
    const byMeaning = await search.search({ query: 'forest', mode: 'semantic' });
    expect(byMeaning.items.map((a) => a.articleTitle)).toEqual(['Forests burn']);
  });

  it('stores the article without a vector when the embedder fails; the backfill embeds it', async () => {
    embedder.failing = true;
    expect(await saveScrapedArticle(app.db, search, article(), false)).toBe('added');
    expect((await stored('https://news.example/fish'))!.embedding).toBeNull();
    embedder.failing = false;
    expect(await search.embedMissing()).toBe(1);
    expect((await stored('https://news.example/fish'))!.embeddingModel).toBe('test-axes');
  });

  it('cleans stored text: NUL removed, blanks become null', async () => {
    const dirty = article({
      articleTitle: 'Title\u0000 with NUL',
      byline: '  ',
      articleDate: '',
      topicTagStatic: null,
      imageUrl: null,
    });
    expect(await saveScrapedArticle(app.db, search, dirty, false)).toBe('added');
    expect(await stored('https://news.example/fish')).toMatchObject({
      articleTitle: 'Title with NUL',
      byline: null,
      articleDate: null,
      topicTagStatic: null,
      searchTerms: '',
    });
  });

  it('keys an article by its page: scheme and host case do not make a second one', async () => {
    const upper = article({ sourceUrl: 'HTTP://News.Example/Fish?Page=1' });
    expect(await saveScrapedArticle(app.db, search, upper, false)).toBe('added');
    const lower = article({ sourceUrl: 'http://news.example/Fish?Page=1' });
    expect(await saveScrapedArticle(app.db, search, lower, false)).toBe('exists');
    expect(await app.db.select({ url: articles.sourceUrl }).from(articles)).toEqual([
      { url: 'http://news.example/Fish?Page=1' },
    ]);
    // Path and query stay as written: another case there is another page.
    const path = article({ sourceUrl: 'http://news.example/fish?Page=1' });
    expect(await saveScrapedArticle(app.db, search, path, false)).toBe('added');
    // The source filter and 'Delete Filtered by Source' find it by either spelling.
    const listed = await listAdminArticles(app.db, {
      page: 1,
      limit: 20,
      sourceURL: 'HTTP://NEWS.EXAMPLE/Fish?Page=1',
    });
    expect(listed.data.items).toHaveLength(1);
    expect(
      await deleteArticles(app.db, search, { sourceURL: 'Http://news.EXAMPLE/Fish?Page=1' }),
    ).toBe(1);
  });

  it('answers exists to the loser of two simultaneous first saves', async () => {
    const outcomes = await Promise.all([
      saveScrapedArticle(app.db, search, article(), false),
      saveScrapedArticle(app.db, search, article({ articleTitle: 'Twin' }), false),
    ]);
    expect(outcomes.sort()).toEqual(['added', 'exists']);
  });
});

describe('listAdminArticles and deleteArticles', () => {
  beforeEach(async () => {
    for (const [i, topic] of ['health', 'health', 'energy'].entries()) {
      await saveScrapedArticle(
        app.db,
        search,
        article({
          sourceUrl: `https://site.example/${i}`,
          articleTitle: `Story ${i}`,
          topicTagStatic: topic,
        }),
        false,
      );
    }
  });

  it('lists newest first, filtered by topic and exact source, with pagination', async () => {
    const all = await listAdminArticles(app.db, { page: 1, limit: 2 });
    expect(all.data.items.map((a) => a.articleTitle)).toEqual(['Story 2', 'Story 1']);
    expect(all.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const health = await listAdminArticles(app.db, { page: 1, limit: 10, topic: 'HEALTH' });
    expect(health.data.pagination.total).toBe(2);
    const one = await listAdminArticles(app.db, {
      page: 1,
      limit: 10,
      sourceURL: 'https://site.example/1',
    });
    expect(one.data.items.map((a) => a.articleTitle)).toEqual(['Story 1']);
    const prefix = await listAdminArticles(app.db, {
      page: 1,
      limit: 10,
      sourceURL: 'https://site.example',
    });
    expect(prefix.data.pagination).toMatchObject({ total: 0, totalPages: 1 });
  });

  it('deletes by ids, by source and all; ids that match nothing are a 404', async () => {
    const { items } = (await listAdminArticles(app.db, { page: 1, limit: 10 })).data;
    expect(await deleteArticles(app.db, search, { ids: [items[0]!._id, 'not-a-uuid'] })).toBe(1);
    expect(await deleteArticles(app.db, search, { sourceURL: 'https://site.example/1' })).toBe(1);
    await expect(deleteArticles(app.db, search, { id: items[0]!._id })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      deleteArticles(app.db, search, { sourceURL: 'https://site.example/1' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await deleteArticles(app.db, search, { deleteAll: true })).toBe(1);
    expect(await deleteArticles(app.db, search, { deleteAll: true })).toBe(0);
  });
});
