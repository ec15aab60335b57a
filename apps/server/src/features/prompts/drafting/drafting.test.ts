import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAFT_SCRIPT_WORDS, MAX_BIG_QUESTION_LENGTH } from '@dsb/core';
import { extractArticle } from '../../collector/scrape/article';
import { extractiveDrafter, figureSentences, sentencesOf, type DraftArticle } from './drafting';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '../../collector/scrape/fixtures', name), 'utf8');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function articleFrom(name: string): DraftArticle {
  const extracted = extractArticle(fixture(name))!;
  return { ...extracted, url: 'https://news.example/a', sourceName: 'The Daily Ledger' };
}

describe('extractive prompt drafts', () => {
  it('split an article into sentences and keep the ones with figures', () => {
    const sentences = sentencesOf(
      'Prices rose 4% last year. Bread cost more than ever before in the city.\n\n' +
        'Half of families said they cut back on meat. Nobody knows what happens next now.',
    );
    expect(sentences).toHaveLength(3); // 'Prices rose 4% last year.' is too short to stand alone
    expect(figureSentences(sentences)).toEqual(['Half of families said they cut back on meat.']);
  });

  it('draft up to the asked count, each asking something different', async () => {
    const drafts = await extractiveDrafter.draft(articleFrom('statistics-office.html'), 3);
    expect(drafts).toHaveLength(3);
    expect(new Set(drafts.map((d) => d.bigQuestion)).size).toBe(3);
    for (const draft of drafts) {
      expect(draft.bigQuestion.length).toBeLessThanOrEqual(MAX_BIG_QUESTION_LENGTH);
      expect(draft.promptScript).toContain('The Daily Ledger');
    }
  });

  it('give each draft its own script, opening with its own key figure', async () => {
    const article = articleFrom('statistics-office.html');
    const drafts = await extractiveDrafter.draft(article, 3);
    const figures = figureSentences(sentencesOf(article.content));
    expect(new Set(drafts.map((d) => d.promptScript)).size).toBe(drafts.length);
    drafts.forEach((draft, i) => expect(draft.promptScript.startsWith(figures[i]!)).toBe(true));
  });

  it('never draft more than the article has figures to build on', async () => {
    const drafts = await extractiveDrafter.draft(articleFrom('news-article.html'), 5);
    expect(drafts).toHaveLength(2);
  });

  it('write scripts of 90 to 150 words when the article is long enough', async () => {
    const paragraphs = Array.from(
      { length: 12 },
      (_, i) =>
        `In ${2000 + i} the city planted ${120 + i * 15} new trees along its main roads and parks. ` +
        `Residents said the streets felt cooler during the long summer afternoons that year.`,
    );
    const article = {
      title: 'A city that planted trees',
      content: paragraphs.join('\n\n'),
      url: 'https://news.example/trees',
      sourceName: 'City News',
    };
    for (const draft of await extractiveDrafter.draft(article, 5)) {
      expect(words(draft.promptScript)).toBeGreaterThanOrEqual(DRAFT_SCRIPT_WORDS.min);
      expect(words(draft.promptScript)).toBeLessThanOrEqual(DRAFT_SCRIPT_WORDS.max);
    }
  });

  it("uses only the article's own sentences (plus the closing line naming the source)", async () => {
    const article = articleFrom('news-article.html');
    const [draft] = await extractiveDrafter.draft(article, 1);
    const own = new Set(sentencesOf(article.content));
    const scriptSentences = sentencesOf(draft!.promptScript);
    const foreign = scriptSentences.filter((s) => !own.has(s));
    expect(foreign.join(' ')).toMatch(/^That is what The Daily Ledger reports\. Open the data/);
  });

  it('gives nothing for an article with no sentences', async () => {
    const drafts = await extractiveDrafter.draft(
      {
        title: 'Gallery',
        content: 'Photo one\n\nPhoto two',
        url: 'https://x.example',
        sourceName: 'X',
      },
      3,
    );
    expect(drafts).toEqual([]);
  });
});
