import { z } from 'zod';
import { AI_MESSAGES, DRAFT_SCRIPT_WORDS, MAX_BIG_QUESTION_LENGTH } from '@dsb/core';
import { HttpError } from '../../../platform/http/errors';
import { ModelCallError } from '../../../platform/languageModel/http';
import { SAFETY_INSTRUCTION } from '../../../platform/languageModel/safety';
import type { ModelSettings } from '../../../platform/languageModel/aiSettings';
import { createChatModel, type ChatModel } from '../../../platform/languageModel/model';
import { extractiveDrafter, type DraftText, type PromptDrafter } from './drafting';

/** The article text a model reads: enough for a news article, bounded for cost. */
const MAX_ARTICLE_CHARACTERS = 12_000;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const draftsSchema = z.object({
  drafts: z.array(z.object({ bigQuestion: z.string(), promptScript: z.string() }).loose()),
});

const DRAFTING_INSTRUCTION = [
  'You write prompts for a data-story tool used by students aged 11 to 18.',
  'A prompt has a big question (one question, under 200 characters, that a student could answer ' +
    'with data) and a script of 90 to 150 words that introduces the topic, quotes the figures the ' +
    'article gives, and names the source. Use only facts from the article. Plain words.',
  'Each draft asks a different question. Answer with JSON only: ' +
    '{"drafts": [{"bigQuestion": "...", "promptScript": "..."}]}.',
].join('\n');

/** Drafts that keep the rules the extractive drafter keeps; others are dropped. */
function usable(drafts: ReadonlyArray<{ bigQuestion: string; promptScript: string }>): DraftText[] {
  return drafts
    .map((d) => ({ bigQuestion: d.bigQuestion.trim(), promptScript: d.promptScript.trim() }))
    .filter(
      (d) =>
        d.bigQuestion.length > 0 &&
        d.bigQuestion.length <= MAX_BIG_QUESTION_LENGTH &&
        wordCount(d.promptScript) >= DRAFT_SCRIPT_WORDS.min * 0.6 &&
        wordCount(d.promptScript) <= DRAFT_SCRIPT_WORDS.max * 1.4,
    )
    .map((d) => ({ ...d, topics: [] }));
}

function parseDrafts(text: string): DraftText[] {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return [];
  try {
    const parsed = draftsSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? usable(parsed.data.drafts) : [];
  } catch {
    return [];
  }
}

/**
 * Prompt drafts written by the configured model (the Prompt Manager's Generate tab, issue #13),
 * checked against the same limits as the extractive ones. A model that cannot be reached or
 * answers nothing usable is an error the admin sees; drafts are never silently swapped for
 * extractive ones, because each draft says how it was made.
 */
export function modelDrafter(model: ChatModel): PromptDrafter {
  return {
    method: 'model',
    async draft(article, count) {
      let text: string;
      try {
        ({ text } = await model.complete({
          system: `${SAFETY_INSTRUCTION}\n\n${DRAFTING_INSTRUCTION}`,
          // Each draft is up to 150 words (about 250 tokens) plus its question.
          maxTokens: Math.max(1000, count * 400),
          messages: [
            {
              role: 'user',
              text:
                `Write ${count} draft${count === 1 ? '' : 's'} from this article.\n` +
                `Title: ${article.title}\nPublished by: ${article.sourceName}\n` +
                `Article text:\n<<<\n${article.content.slice(0, MAX_ARTICLE_CHARACTERS)}\n>>>`,
            },
          ],
        }));
      } catch (error) {
        if (error instanceof ModelCallError) throw new HttpError(503, AI_MESSAGES.unavailable);
        throw error;
      }
      const drafts = parseDrafts(text).slice(0, count);
      if (drafts.length === 0) {
        throw new HttpError(502, 'The AI model did not write usable drafts. Please try again.');
      }
      return drafts;
    },
  };
}

/**
 * The drafter in force: the model's when LLM_* configures one, else the extractive one. Drafting
 * is a rare admin action, so its model connection is opened for the call and closed after.
 */
export function configuredDrafter(settings: ModelSettings | null | undefined): PromptDrafter {
  if (!settings) return extractiveDrafter;
  return {
    method: 'model',
    async draft(article, count) {
      const model = createChatModel(settings);
      try {
        return await modelDrafter(model).draft(article, count);
      } finally {
        await model.close();
      }
    },
  };
}
