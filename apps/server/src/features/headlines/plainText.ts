import { parseHTML } from 'linkedom';

/**
 * Text as a reader sees it, from whatever markup a scraped page or a news service sent (issue
 * #17: never rendered as HTML). Tags go, entities are decoded, whitespace is tidied; NewsAPI's
 * '[+1234 chars]' truncation marker is dropped.
 */
export function plainText(value: string | null | undefined, maxLength = 20_000): string | null {
  if (!value) return null;
  const text = /[<&]/.test(value)
    ? (parseHTML(`<!doctype html><html><body><div>${value}</div></body></html>`).document.body
        .textContent ?? '')
    : value;
  const tidy = text
    .replace(/\s*\[\+\d+ chars\]\s*$/, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return tidy ? tidy.slice(0, maxLength) : null;
}
