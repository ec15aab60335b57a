import { GOOGLE_SLIDES_MESSAGES, VIDEO_MESSAGES } from '@dsb/core';
import { defineMessages } from '../../i18n';
import { serverText } from '../../lib/serverText/serverText';
import english from './locales/en.json';

/**
 * What the exports say, in the interface language (docs/product/languages.md): the dialogs, their
 * progress and errors, and the fixed labels the app writes into the files (a slide's heading, its
 * script page's heading, an error slide's reason), in the language chosen when the file is made.
 * The pupil's own titles and scripts are never translated.
 */
export const exportMessages = defineMessages(english);

type GoogleKey = keyof typeof english.google.messages;
type VideoKey = keyof typeof english.video.messages;

/** The key of `text` among core's fixed English `texts`, when the catalogue's `group` has it. */
function keyOf(text: string, texts: Readonly<Record<string, unknown>>, group: object) {
  const found = Object.entries(texts).find(([key, value]) => value === text && key in group);
  return found?.[0];
}

/** One of core's Google Slides messages (GOOGLE_SLIDES_MESSAGES) in the interface language. */
export function googleText(text: string): string {
  const key = keyOf(text, GOOGLE_SLIDES_MESSAGES, english.google.messages);
  return key ? exportMessages.google.messages[key as GoogleKey]() : serverText(text);
}

/** One of core's video messages (VIDEO_MESSAGES) in the interface language. */
export function videoText(text: string): string {
  const key = keyOf(text, VIDEO_MESSAGES, english.video.messages);
  return key ? exportMessages.video.messages[key as VideoKey]() : serverText(text);
}

/** The tips shown with the too-large message (core's GOOGLE_SLIDES_TOO_LARGE_TIPS, in order). */
export const tooLargeTips = (): string[] => {
  const tips = exportMessages.google.tips;
  return [tips.fewerSlides(), tips.simplerCanvas(), tips.smallerImages()];
};

/** 'Slide 2: Title', or 'Slide 2' untitled: a slide's heading in the exported files. */
export function slideLabel(slideNumber: number, title: string): string {
  const trimmed = title.trim();
  const document = exportMessages.document;
  return trimmed
    ? document.slideHeadingTitled({ number: slideNumber, title: trimmed })
    : document.slideHeading({ number: slideNumber });
}
