import { CUSTOM_LINK_MESSAGES, RUBRIC_MESSAGES, type ClassProgress } from '@dsb/core';
import { currentLanguage, defineMessages } from '../../i18n';
import english from './locales/en.json';

/**
 * What the Custom Links screen, the link form and the class view say (docs/product/custom-links.md;
 * docs/product/feedback.md), in the interface language. A pupil's arrival through a class link is
 * said by arrival/messages.ts (the first page's own, smaller catalogue).
 */
export const linkMessages = defineMessages(english);

/** The class link's feedback settings and the class view's feedback columns. */
export const LINK_FEEDBACK_MESSAGES = linkMessages.feedback;

/** The failures of the custom-link calls. */
export const LINK_API_MESSAGES = linkMessages.api;

/** Each place in the feedback loop's message in `feedback.progress`. */
export const PROGRESS_KEYS = {
  'not started': 'notStarted',
  'in progress': 'inProgress',
  'handed in': 'handedIn',
  returned: 'returned',
  resubmitted: 'resubmitted',
} as const satisfies Record<ClassProgress, keyof typeof english.feedback.progress>;

type CoreCode = keyof typeof english.core;

/**
 * One of core's custom-link messages (the form's checks, the server's answers) in the interface
 * language; any other text as it was sent.
 */
export function linkText(text: string): string;
export function linkText(text: string | undefined): string | undefined;
export function linkText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (text === RUBRIC_MESSAGES.notFound) return linkMessages.core.rubricNotFound();
  const code = (Object.keys(CUSTOM_LINK_MESSAGES) as (keyof typeof CUSTOM_LINK_MESSAGES)[]).find(
    (key) => CUSTOM_LINK_MESSAGES[key] === text,
  );
  return code && code in english.core ? linkMessages.core[code as CoreCode]() : text;
}

/** 'Ben, Cleo and Dan' in the interface language (English keeps its list without a final comma). */
export function joinNames(names: readonly string[]): string {
  const language = currentLanguage();
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
    style: 'long',
    type: 'conjunction',
  }).format(names);
}
