import {
  GENERAL_TOPIC,
  HEADLINE_COOLDOWN_MS,
  cleanNewsQuery,
  proxiedImageUrl,
  type Headline,
  type Topic,
} from '@dsb/core';
import { formatDate } from '../../i18n';

/**
 * The headlines panel's pure rules (docs/product/headlines.md): which topic the
 * panel searches, the cooldown between fetches, the suggested terms, the client-side filter.
 */

/** What the panel searches for, and where that came from (for the current-topic line). */
export type CurrentTopic = {
  query: string;
  label: string;
  from: 'prompt' | 'bigQuestion';
  /** The story's prompt's keywords: suggested terms when the query's own words give none. */
  keywords: readonly string[];
};

/**
 * The story's topic: its prompt's topics (the first one that is not 'General'), else its big
 * question. A story keeps no prompt id; the selected prompt is the story's own when their big
 * questions are the same (a story's big question is copied from the prompt it starts from).
 */
export function currentTopic(
  bigQuestion: string | null | undefined,
  prompt:
    | { bigQuestion: string; topics: readonly Topic[]; keywords?: readonly string[] }
    | null
    | undefined,
): CurrentTopic | null {
  const question = bigQuestion?.trim() ?? '';
  const own = prompt && question && prompt.bigQuestion.trim() === question ? prompt : null;
  const keywords = own?.keywords ?? [];
  if (own) {
    const topic = own.topics.find(
      (t) => t.topicTag !== GENERAL_TOPIC.topicTag && t.topicLabel.trim(),
    );
    if (topic) {
      const label = topic.topicLabel.trim();
      return { query: cleanNewsQuery(label), label, from: 'prompt', keywords };
    }
  }
  if (!question) return null;
  return { query: cleanNewsQuery(question), label: question, from: 'bigQuestion', keywords };
}

/** Suggested terms shown at most (the evidence panel's hint shows 5 too). */
export const MAX_SUGGESTED_TERMS = 5;

/**
 * Words of the query worth searching on their own: longer than 3 characters, each once. A
 * one-word topic ('Climate') has none; then the prompt's keywords are offered instead, so the
 * pupil always has something to try (the panel has no search box).
 */
export function suggestedTerms(query: string, keywords: readonly string[] = []): string[] {
  const whole = query.trim().toLowerCase();
  const seen = new Set<string>();
  const terms: string[] = [];
  const offer = (term: string) => {
    const key = term.toLowerCase();
    // Searching the whole query again would give the same answer.
    if (term.length <= 3 || seen.has(key) || key === whole) return;
    seen.add(key);
    terms.push(term);
  };
  for (const raw of query.split(/[^\p{L}\p{N}'-]+/u)) offer(raw.replace(/^['-]+|['-]+$/g, ''));
  if (terms.length === 0)
    for (const keyword of keywords) offer(keyword.trim().replace(/\s+/g, ' '));
  return terms.slice(0, MAX_SUGGESTED_TERMS);
}

/** The loaded headlines whose title, description or source contain every word typed. */
export function filterHeadlines<T extends Pick<Headline, 'title' | 'description' | 'source'>>(
  headlines: readonly T[],
  filter: string,
): T[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...headlines];
  return headlines.filter((h) => {
    const text = `${h.title} ${h.description ?? ''} ${h.source.name}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * Fetches are at least HEADLINE_COOLDOWN_MS apart. How long a fetch must wait after
 * the last one (started at `lastAt`, null when there was none).
 */
export function cooldownLeft(
  lastAt: number | null,
  now: number,
  cooldownMs: number = HEADLINE_COOLDOWN_MS,
): number {
  return lastAt === null ? 0 : Math.max(0, lastAt + cooldownMs - now);
}

/**
 * A headline as PUT /api/news/saved takes it (saveHeadlineSchema's lengths): long texts cut,
 * an image address too long to keep dropped.
 */
export function savableHeadline(headline: Headline): Headline {
  const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));
  return {
    title: headline.title.slice(0, 500) || headline.url,
    description: cut(headline.description, 2000),
    source: { id: cut(headline.source.id, 200), name: headline.source.name.slice(0, 200) },
    url: headline.url,
    publishedAt: cut(headline.publishedAt, 100),
    urlToImage:
      headline.urlToImage && headline.urlToImage.length <= 2048 ? headline.urlToImage : null,
    content: cut(headline.content, 20_000),
    author: cut(headline.author, 500),
    origin: headline.origin,
  };
}

/**
 * The image to show: news-service images come as image-proxy paths already; a library article's
 * own picture is a stored file (same origin) or a web address, which goes through the proxy.
 */
export function headlineImageSrc(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? proxiedImageUrl(url) : null;
}

/**
 * 'March 1, 2025' (in the interface language: '1 de marzo de 2025'); the date as given when it is
 * not one; null without a date.
 */
export function formatHeadlineDate(publishedAt: string | null): string | null {
  if (!publishedAt) return null;
  const time = Date.parse(publishedAt);
  if (Number.isNaN(time)) return publishedAt;
  return formatDate(time, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The description and content the detail shows. A library article's description is the first
 * part of its content: then the content alone is shown, not its beginning twice.
 */
export function detailTexts(
  description: string | null,
  content: string | null,
): { description: string | null; content: string | null } {
  const d = description?.trim() || null;
  const c = content?.trim() || null;
  if (d && c && c.startsWith(d)) return { description: null, content: c };
  return { description: d, content: c };
}
