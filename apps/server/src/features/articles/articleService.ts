import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_MESSAGES,
  articleSearchTerms,
  cleanText,
  sourceUrlKey,
  type AdminArticle,
  type AdminArticleListQuery,
  type AdminArticleListResponse,
  type ArticleDelete,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { articles } from './tables';
import { notFound } from '../../platform/http/errors';
import { articleColumns, presentArticle } from './searchCollection';
import type { ArticleSearch } from './searchCollection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An article as the scrape pipeline extracted it from one page. */
export type ScrapedArticle = {
  articleTitle: string;
  articleContent: string;
  /** ISO 8601 when the page states it. */
  articleDate: string | null;
  byline: string | null;
  sourceUrl: string;
  topicTagStatic: string | null;
  imageUrl: string | null;
  /** With pagination, the pages after the first whose text this article includes. */
  laterPages?: string[];
};

export type ArticleSaveOutcome = 'added' | 'updated' | 'exists' | 'partOfAnother';

/**
 * Longest stored text. PostgreSQL refuses a tsvector over 1 MB, so a page of extraction gone
 * wrong (a whole site's text) would fail the insert; a long report is ~60,000 characters.
 */
export const MAX_ARTICLE_CONTENT_CHARS = 200_000;
const MAX_ARTICLE_TITLE_CHARS = 1_000;

const optional = (value: string | null, max = 2_000) => {
  const text = value === null ? '' : cleanText(value).trim().slice(0, max);
  return text || null;
};

/** The stored form: cleaned text (no NUL), trimmed, capped; the topic lower case like evidence's. */
function storedArticle(article: ScrapedArticle) {
  const topicTagStatic = optional(article.topicTagStatic, 60)?.toLowerCase() ?? null;
  const byline = optional(article.byline, 300);
  return {
    articleTitle: cleanText(article.articleTitle).trim().slice(0, MAX_ARTICLE_TITLE_CHARS),
    articleContent: cleanText(article.articleContent).trim().slice(0, MAX_ARTICLE_CONTENT_CHARS),
    articleDate: optional(article.articleDate, 100),
    byline,
    // One row per page: `HTTP://Host/page` is the same article as `http://host/page`.
    sourceUrl: sourceUrlKey(cleanText(article.sourceUrl)),
    topicTagStatic,
    imageUrl: optional(article.imageUrl),
    searchTerms: articleSearchTerms({ topicTagStatic, byline }),
  };
}

/**
 * Saves a scraped article into the Articles collection, one row per source URL. An existing row
 * is replaced only with `overwrite` (the overwriteArticles option); otherwise it is kept as it is
 * ('exists'). The row is written with its search terms (text search: the tsvector is generated)
 * and its embedding (search by meaning), so it is found both ways at once; when the embedder
 * fails it is stored without a vector and the backfill at the next start embeds it.
 */
export async function saveScrapedArticle(
  db: Db,
  search: ArticleSearch,
  article: ScrapedArticle,
  overwrite: boolean,
): Promise<ArticleSaveOutcome> {
  const row = storedArticle(article);
  if (!row.sourceUrl) throw new Error('saveScrapedArticle needs the source URL');
  const laterPages = (article.laterPages ?? []).map((url) => sourceUrlKey(cleanText(url)));
  // A later page of a paginated report, scraped on its own: its text is already in the first
  // page's article (the scrape of that URL read the pages after it).
  if (laterPages.length === 0 && (await articleContaining(db, row))) return 'partOfAnother';
  if (!overwrite) {
    // Skip the embedding for a page already collected; the insert below still guards the race.
    const [existing] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.sourceUrl, row.sourceUrl))
      .limit(1);
    if (existing) return 'exists';
  }
  const values = { ...row, ...(await search.embeddingFor(row)) };
  const insert = db.insert(articles).values(values);
  const upsert = overwrite
    ? insert.onConflictDoUpdate({
        target: articles.sourceUrl,
        set: { ...values, updatedAt: new Date() },
      })
    : insert.onConflictDoNothing({ target: articles.sourceUrl });
  // xmax is 0 on a freshly inserted row version and set on one that an upsert updated.
  const written = await upsert.returning({ inserted: sql<boolean>`(xmax = 0)` });
  const [result] = written;
  if (!result) return 'exists';
  // Pages of this report collected earlier on their own are now part of this article.
  if (laterPages.length > 0) await removeArticlesWithin(db, row, laterPages);
  search.invalidate();
  return result.inserted ? 'added' : 'updated';
}

/** The site of an article's address: its host without 'www.'. */
const siteOfUrl = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** Shorter texts are not compared: a line or two can be shared by unrelated pages. */
const PART_MIN_CHARS = 200;

/**
 * Another article of the same site whose text holds all of this one's and more (a report whose
 * later page this is); null when none does. Two pages with the same text stay two articles.
 */
async function articleContaining(
  db: Db,
  row: { sourceUrl: string; articleContent: string },
): Promise<string | null> {
  if (row.articleContent.length < PART_MIN_CHARS) return null;
  const candidates = await db
    .select({ sourceUrl: articles.sourceUrl })
    .from(articles)
    .where(
      and(
        sql`${articles.sourceUrl} <> ${row.sourceUrl}`,
        sql`length(${articles.articleContent}) > ${row.articleContent.length}`,
        sql`strpos(${articles.articleContent}, ${row.articleContent}) > 0`,
      ),
    );
  const site = siteOfUrl(row.sourceUrl);
  return candidates.find((c) => siteOfUrl(c.sourceUrl) === site)?.sourceUrl ?? null;
}

/** Removes the articles of `pages` whose whole text is inside this article's text. */
async function removeArticlesWithin(
  db: Db,
  row: { sourceUrl: string; articleContent: string },
  pages: string[],
): Promise<void> {
  const others = pages.filter((url) => url !== row.sourceUrl);
  if (others.length === 0) return;
  await db
    .delete(articles)
    .where(
      and(
        inArray(articles.sourceUrl, others),
        sql`strpos(${row.articleContent}, ${articles.articleContent}) > 0`,
      ),
    );
}

/** Articles of a source address as typed, or as its key (how rows are stored since). */
const sameSource = (url: string) =>
  inArray(articles.sourceUrl, [...new Set([url, sourceUrlKey(url)])]);

/** The Articles collection, filtered by exact source URL and topic, newest first. */
export async function listAdminArticles(
  db: Db,
  query: AdminArticleListQuery,
): Promise<AdminArticleListResponse> {
  const filters: SQL[] = [];
  if (query.sourceURL) filters.push(sameSource(query.sourceURL));
  if (query.topic) filters.push(eq(articles.topicTagStatic, query.topic.toLowerCase()));
  const where = and(...filters);
  const [rows, [matching]] = await Promise.all([
    db
      .select(articleColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  const total = matching?.total ?? 0;
  return {
    success: true,
    data: {
      items: rows.map((row): AdminArticle => presentArticle(row)),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      },
    },
  };
}

/**
 * Deletes articles for good (docs/product/articles.md) by id, ids, exact source URL or all. Ids
 * that match nothing are a 404, as is a source with no articles; deleteAll on an empty collection
 * is not.
 */
export async function deleteArticles(
  db: Db,
  search: ArticleSearch,
  target: ArticleDelete,
): Promise<number> {
  let match: SQL | undefined;
  if (target.sourceURL) match = sameSource(target.sourceURL);
  else if (!target.deleteAll) {
    const ids = (target.id ? [target.id] : (target.ids ?? [])).filter((id) => UUID.test(id));
    if (ids.length === 0) throw notFound(ARTICLE_MESSAGES.notFound);
    match = inArray(articles.id, ids);
  }
  const deleted = await db.delete(articles).where(match).returning({ id: articles.id });
  if (deleted.length === 0 && !target.deleteAll) throw notFound(ARTICLE_MESSAGES.notFound);
  if (deleted.length > 0) search.invalidate();
  return deleted.length;
}
