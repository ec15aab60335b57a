import {
  PROMPT_MANAGER_MESSAGES,
  normalizeTopics,
  type GenerateFromArticle,
  type GenerateFromArticleResponse,
} from '@dsb/core';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { scrapeUserAgent } from '../collector';
import type { PromptDrafter } from './drafting/drafting';
import { configuredDrafter } from './drafting/modelDrafting';
import { publisherOf } from './drafting/publisher';
import { extractArticle } from '../collector';
import { decodePage } from '../collector';
import { guardedFetch, outboundPolicyOf } from '../../platform/net/outboundFetch';
import { keywordsForEach, libraryTopicsIn } from './promptManagerService';

/** The article page is read like a scraped page: guarded, bounded, naming the app. */
const ARTICLE_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000 };
const isHtml = (type: string) => /text\/html|application\/xhtml\+xml/i.test(type);

export type DraftDeps = {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'allowPrivateFetch' | 'outboundAllow'> &
    Partial<Pick<AppConfig, 'ai'>>;
  /** Replaces the configured drafter (the model's with LLM_*, else the extractive one). */
  drafter?: PromptDrafter;
};

/**
 * Prompt drafts from an article (docs/product/admin-prompts.md, issue #13): the page fetched
 * through the outbound guard, its article extracted, drafts written, and each given keywords and
 * topics the way a prompt added by hand gets them. Extractive drafts carry their notice.
 */
export async function draftPromptsFromArticle(
  deps: DraftDeps,
  request: GenerateFromArticle,
): Promise<GenerateFromArticleResponse> {
  const page = await guardedFetch(request.articleUrl, {
    ...ARTICLE_LIMITS,
    accept: isHtml,
    notAcceptedMessage: 'That address is not a web page',
    ...outboundPolicyOf(deps.config),
    headers: { 'user-agent': scrapeUserAgent(deps.config) },
  });
  if (page.status < 200 || page.status >= 300) {
    throw new HttpError(422, `Could not read the article: the site answered ${page.status}`);
  }
  const { html } = decodePage(page.body, page.contentType);
  const article = extractArticle(html);
  if (!article || article.content.length < 200) {
    throw new HttpError(422, PROMPT_MANAGER_MESSAGES.noReadableText);
  }
  const drafter = deps.drafter ?? configuredDrafter(deps.config.ai?.model);
  const source = {
    ...article,
    url: page.finalUrl,
    sourceName: publisherOf(html, page.finalUrl, article.title),
  };
  const texts = await drafter.draft(source, request.count);
  if (texts.length === 0) throw new HttpError(422, PROMPT_MANAGER_MESSAGES.noReadableText);
  // The library is read once for all drafts: keywords per draft, topics per article.
  const [keywordLists, mentioned] = await Promise.all([
    keywordsForEach(deps.db, texts),
    libraryTopicsIn(deps.db, article),
  ]);
  const prompts = texts.map((text, index) => {
    const keywords = keywordLists[index] ?? [];
    // The drafter's topics, else the library's the article mentions, else its two best keywords.
    const topics = text.topics.length
      ? text.topics
      : mentioned.length
        ? mentioned
        : normalizeTopics(keywords.slice(0, 2));
    return {
      ...text,
      topics,
      keywords,
      sourceURL: page.finalUrl,
      method: drafter.method,
      notice: drafter.method === 'extractive' ? PROMPT_MANAGER_MESSAGES.extractiveNotice : null,
    };
  });
  return {
    success: true,
    prompts,
    article: { title: article.title, date: article.date, url: page.finalUrl },
  };
}
