import type { ModelRequest } from './model';

/** Someone whose name or address must not reach the model provider (issue #30). */
export type KnownPerson = { name: string; email: string };

export const NAME_PLACEHOLDER = '[name]';
export const EMAIL_PLACEHOLDER = '[e-mail]';

/**
 * Any e-mail address, known or not: the model never needs one. Deliberately loose (a word, @, a
 * dotted host) so that a typed address is caught even when it is not a user's.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** Name parts shorter than this are left: scrubbing "Li" or "Al" would eat ordinary words. */
const MIN_PART_LENGTH = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for every known name: each full display name, then each of its parts, as whole
 * words in any case (longest first, so "Pia Quartz" goes as one placeholder, not two).
 */
function namePattern(people: readonly KnownPerson[]): RegExp | null {
  const names = new Set<string>();
  for (const { name } of people) {
    const full = name.trim().replace(/\s+/g, ' ');
    if (full.length >= MIN_PART_LENGTH) names.add(full);
    for (const part of full.split(' ')) if (part.length >= MIN_PART_LENGTH) names.add(part);
  }
  if (names.size === 0) return null;
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** The text with every e-mail address and every known person's name replaced by a placeholder. */
export function scrubText(text: string, people: readonly KnownPerson[]): string {
  const withoutEmails = text.replace(EMAIL, EMAIL_PLACEHOLDER);
  const names = namePattern(people);
  return names ? withoutEmails.replace(names, NAME_PLACEHOLDER) : withoutEmails;
}

/**
 * The request as it may leave the server: instructions and every message scrubbed. Images are
 * charts and are sent as they are (docs/decisions/0056-data-minimisation.md).
 */
export function scrubRequest(request: ModelRequest, people: readonly KnownPerson[]): ModelRequest {
  return {
    ...request,
    system: scrubText(request.system, people),
    messages: request.messages.map((message) => ({
      ...message,
      text: scrubText(message.text, people),
    })),
  };
}
