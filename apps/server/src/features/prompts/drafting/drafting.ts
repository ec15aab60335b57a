import { DRAFT_SCRIPT_WORDS, MAX_BIG_QUESTION_LENGTH, type Topic } from '@dsb/core';

/** The article a prompt is drafted from. */
export type DraftArticle = {
  title: string;
  content: string;
  url: string;
  /** Who published it, as a reader would name them (the site's name or its host). */
  sourceName: string;
};

/** A draft before keywords are added: what a drafter writes (topics may be left empty). */
export type DraftText = { bigQuestion: string; promptScript: string; topics: Topic[] };

/**
 * Writes prompt drafts from an article. The AI issue adds a model-backed drafter behind this
 * interface; without a model the extractive one below is used and every draft says so.
 */
export type PromptDrafter = {
  method: 'extractive' | 'model';
  draft: (article: DraftArticle, count: number) => Promise<DraftText[]>;
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** A figure: digits, a percentage, or a quantity word. */
const FIGURE = /\d|\bper ?cent\b|\b(?:million|billion|trillion|half|double[ds]?|tripled?)\b/i;

/** The article's sentences in order, each on its own (paragraph breaks end a sentence too). */
export function sentencesOf(content: string): string[] {
  return content
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])["”’]?\s+(?=["“‘]?[A-Z0-9])/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => wordCount(sentence) >= 6 && /[.!?]["”’]?$/.test(sentence));
}

/** Sentences that state a figure, as the article gives them: the material of a data story. */
export function figureSentences(sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => FIGURE.test(sentence) && wordCount(sentence) <= 45);
}

const withoutFinalStop = (text: string) => text.replace(/[.!?]["”’]?$/, '');
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** Question openers, one per draft, so several drafts of one article ask different things. */
const QUESTION_FORMS: Array<(title: string, figure: string) => string> = [
  (title) => `${withoutFinalStop(title)}: what do the numbers really show?`,
  (_title, figure) => `${withoutFinalStop(figure)}. Why, and what could change it?`,
  (title) => `What does "${withoutFinalStop(title)}" mean for people your age?`,
  (_title, figure) => `Is it a big deal that ${lowerFirst(withoutFinalStop(figure))}?`,
  (title) => `Who is affected by this: ${lowerFirst(withoutFinalStop(title))}?`,
];

function question(form: number, title: string, figure: string): string {
  const text = QUESTION_FORMS[form % QUESTION_FORMS.length]!(title, figure);
  if (text.length <= MAX_BIG_QUESTION_LENGTH) return text;
  return QUESTION_FORMS[0]!(title.slice(0, MAX_BIG_QUESTION_LENGTH - 40), figure);
}

/**
 * A 90-150-word script from the article's own sentences: the draft's key figure first, then the
 * sentences that follow it in the article (wrapping round to its start), naming the source at the
 * end. Each draft starts from its own figure, so drafts of one article do not share one script.
 */
function script(keySentence: string, sentences: readonly string[], source: string) {
  const closing = `That is what ${source} reports. Open the data and see what you find.`;
  const budget = DRAFT_SCRIPT_WORDS.max - wordCount(closing);
  const start = Math.max(0, sentences.indexOf(keySentence));
  const order = [...sentences.slice(start), ...sentences.slice(0, start)];
  const chosen: string[] = [];
  let words = 0;
  for (const sentence of order) {
    if (chosen.includes(sentence)) continue;
    const length = wordCount(sentence);
    if (words + length > budget) continue;
    chosen.push(sentence);
    words += length;
    if (words >= DRAFT_SCRIPT_WORDS.min - wordCount(closing)) break;
  }
  return [...chosen, closing].join(' ');
}

/**
 * Drafts built only from what the article says: each a question from the headline or one key
 * figure sentence, and a script of the article's sentences that carry numbers. Never more drafts
 * than the article has distinct figures (at least one when it has text).
 */
export const extractiveDrafter: PromptDrafter = {
  method: 'extractive',
  async draft(article, count) {
    const sentences = sentencesOf(article.content);
    if (sentences.length === 0) return [];
    const figures = figureSentences(sentences);
    const keys = figures.length > 0 ? figures : sentences;
    const drafts: DraftText[] = [];
    for (let index = 0; index < Math.min(count, keys.length); index++) {
      const title = article.title || keys[0]!;
      drafts.push({
        bigQuestion: question(index, title, keys[index]!),
        promptScript: script(keys[index]!, sentences, article.sourceName),
        // Topics come from the library's own topics where the article matches them (the service).
        topics: [],
      });
    }
    return drafts;
  },
};
