// The catalogue of the server's fixed messages is generated from packages/core: a message added
// or changed there must reach it (and so its translations). UPDATE_SERVER_TEXT=1 rewrites en.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import * as core from '@dsb/core';
import spanish from './locales/es.json';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import { loadServerTexts, serverText } from './serverText';

/** The groups pupils and teachers meet; the admin console's stay English. */
const TRANSLATED_GROUPS = [
  'MESSAGES',
  'STORY_MESSAGES',
  'STORY_MEMBER_MESSAGES',
  'UPLOAD_MESSAGES',
  'LINK_MESSAGES',
] as const;

/** A server text as an ICU message that reads as exactly that text. */
const asIcuLiteral = (text: string) =>
  text.replace(/'/g, "''").replace(/[{}<>#|]/g, (special) => `'${special}'`);

function generated(): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  for (const group of TRANSLATED_GROUPS) {
    const entries = (core as unknown as Record<string, Record<string, unknown>>)[group]!;
    groups[group] = Object.fromEntries(
      Object.entries(entries)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]) => [key, asIcuLiteral(text)]),
    );
  }
  return groups;
}

const EN_FILE = new URL('./locales/en.json', import.meta.url);

afterEach(speakEnglish);

describe('the server texts catalogue', () => {
  it('holds every fixed message of the translated groups of packages/core', () => {
    const expected = `${JSON.stringify(generated(), null, 2)}\n`;
    if (process.env.UPDATE_SERVER_TEXT) writeFileSync(EN_FILE, expected);
    expect(readFileSync(EN_FILE, 'utf8')).toBe(expected);
  });

  it('shows a known server text in the active language and any other text as sent', async () => {
    await loadServerTexts();
    speakTestLanguage('es', { 'lib/serverText': spanish });
    expect(serverText(core.STORY_MESSAGES.notFound)).toBe(spanish.STORY_MESSAGES.notFound);
    expect(serverText('Something the catalogue does not know')).toBe(
      'Something the catalogue does not know',
    );
    speakEnglish();
    expect(serverText(core.STORY_MESSAGES.notFound)).toBe('Story not found');
  });
});
