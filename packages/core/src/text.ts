import { z } from 'zod';

/**
 * Text rules for everything the server stores or searches with (issue 9, defect 2).
 *
 * PostgreSQL text and jsonb cannot hold NUL, and jsonb refuses half of a surrogate pair, so such
 * input used to fail deep in a query with a 500. Other C0 control characters are storable but are
 * never meant: they come from pasting out of terminals, PDFs and old documents. So:
 * - stored text (bodies) is cleaned, never refused, so an autosave of pasted text cannot fail;
 * - query text (query strings, path ids, filters) is refused with a 400: a search for a NUL is a
 *   mistake or a probe, and silently searching for something else would hide it.
 */

// The C0 controls other than tab (\t), newline (\n) and carriage return (\r, normalised below).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
// eslint-disable-next-line no-control-regex -- the same set, plus CR, as a test
const ANY_CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f]/;
const LINE_BREAK = /\r\n?/g;
/** Half of a surrogate pair without its other half (a broken emoji, usually a cut string). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Beyond this depth free-form JSON is refused (Fabric's own objects nest a few levels). */
export const MAX_STORED_JSON_DEPTH = 64;

export const TEXT_MESSAGES = {
  controlCharacters: 'must not contain control characters such as NUL',
  tooDeep: `is nested too deeply (more than ${MAX_STORED_JSON_DEPTH} levels)`,
} as const;

/**
 * Text as it is stored: C0 control characters other than tab and newline removed, CRLF and lone
 * CR turned into a newline, and a lone surrogate half turned into U+FFFD.
 */
export function cleanText(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(LINE_BREAK, '\n')
    .replace(LONE_SURROGATE, '\ufffd');
}

/** True when the text has a C0 control character other than tab and newline. */
export function hasControlCharacters(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}

/**
 * A copy of a JSON value with cleanText applied to every string in it, object keys included.
 * Values nested deeper than MAX_STORED_JSON_DEPTH are left as they are (jsonDepthExceeds refuses them).
 */
export function cleanJsonText<T>(value: T): T {
  return cleanAt(value, 0) as T;
}

function cleanAt(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth >= MAX_STORED_JSON_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanAt(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[cleanText(key)] = cleanAt(item, depth + 1);
  return out;
}

/** True when arrays and objects nest deeper than `max` levels (counted without recursion). */
export function jsonDepthExceeds(value: unknown, max = MAX_STORED_JSON_DEPTH): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      if (depth >= max) return true;
      for (const child of Array.isArray(item) ? item : Object.values(item)) next.push(child);
    }
    level = next;
  }
  return false;
}

/**
 * A string that is stored. Chain the usual checks after it; they see the cleaned text:
 * `storedText().trim().max(200)`.
 */
export const storedText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(cleanText);

/** A string used to search or look something up: control characters are refused with a 400. */
export const queryText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((text) => !hasControlCharacters(text), TEXT_MESSAGES.controlCharacters);

/**
 * Free-form JSON stored as it is (Fabric objects, evidence copies): every string in it is
 * cleaned, and nesting past MAX_STORED_JSON_DEPTH is refused.
 */
export function storedJson<T extends z.ZodType>(schema: T): T {
  return schema
    .refine((value) => !jsonDepthExceeds(value), TEXT_MESSAGES.tooDeep)
    .overwrite((value) => cleanJsonText(value)) as T;
}

/** A name as a safe, readable part of a file name: ASCII letters and digits joined by hyphens. */
export function fileNameSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug || fallback;
}
