import { eq, inArray, or } from 'drizzle-orm';
import type { Slide } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { stories, storyMembers } from '../stories';

/** One readable copy: its path in the ZIP and its HTML. */
export type StoryCopy = { name: string; html: string };

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The words on a slide's canvas (text boxes), in the order they were placed. */
function slideTexts(slide: Slide): string[] {
  const objects = Array.isArray(slide.canvasState) ? slide.canvasState : [];
  return objects
    .map((object) => (object as { text?: unknown }).text)
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/**
 * A story as a web page: each slide's title, the words on it and its script. Story PDFs are made
 * in the browser only (features/exports in the web app), so the export carries this instead.
 */
export function storyHtml(story: {
  title: string;
  bigQuestion: string | null;
  slides: Slide[];
}): string {
  const slides = story.slides.map((slide, index) => {
    const texts = slideTexts(slide).map((text) => `<p>${escape(text)}</p>`);
    const script = slide.script?.trim()
      ? `<h3>Script</h3><p>${escape(slide.script).replace(/\n/g, '<br>')}</p>`
      : '';
    return `<section><h2>${index + 1}. ${escape(slide.title)}</h2>${texts.join('')}${script}</section>`;
  });
  const question = story.bigQuestion ? `<p><em>${escape(story.bigQuestion)}</em></p>` : '';
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escape(story.title)}</title></head>`,
    `<body><h1>${escape(story.title)}</h1>${question}${slides.join('\n')}</body></html>`,
    '',
  ].join('\n');
}

const fileName = (title: string, id: string) =>
  `stories/${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'story'
  }-${id.slice(0, 8)}.html`;

/**
 * Readable copies of the person's stories: their own and the group stories they write with
 * others (which stories.json does not carry: their rows belong to the group's owner).
 * Yields one story at a time, so a person with many stories is never held whole.
 */
export async function* storyCopies(db: Db, userId: string): AsyncGenerator<StoryCopy> {
  const memberOf = db
    .select({ id: storyMembers.storyId })
    .from(storyMembers)
    .where(eq(storyMembers.userId, userId));
  const ids = await db
    .select({ id: stories.id })
    .from(stories)
    .where(or(eq(stories.userId, userId), inArray(stories.id, memberOf)));
  for (const { id } of ids) {
    const [story] = await db
      .select({ title: stories.title, bigQuestion: stories.bigQuestion, slides: stories.slides })
      .from(stories)
      .where(eq(stories.id, id));
    if (story) yield { name: fileName(story.title, id), html: storyHtml(story) };
  }
}
