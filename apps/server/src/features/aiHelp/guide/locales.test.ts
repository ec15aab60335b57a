import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTERFACE_LANGUAGES } from '@dsb/core';
import { GUIDE_CATALOGUES } from './i18n';

/** The offline guide's catalogues (locales/*.json): complete, parseable, same arguments as English. */

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };
// intl-messageformat's element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
const NAMED = new Set([1, 2, 3, 4, 5, 6]);

function argumentsOf(elements: readonly Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (NAMED.has(element.type) && typeof element.value === 'string') into.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

const flat = (catalogue: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([group, messages]) =>
      Object.entries(messages).map(([key, text]) => [`${group}.${key}`, text]),
    ),
  );

const english = flat(GUIDE_CATALOGUES.en);
const parsed = (text: string, language: string) =>
  new IntlMessageFormat(text, language).getAst() as unknown as Element[];

describe('the offline guide catalogues', () => {
  it('has one for each interface language', () => {
    expect(Object.keys(GUIDE_CATALOGUES).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  for (const language of INTERFACE_LANGUAGES) {
    const messages = flat(GUIDE_CATALOGUES[language]);

    it(`${language} has exactly the keys English has`, () => {
      expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
      expect(Object.keys(english).filter((key) => !(key in messages))).toEqual([]);
    });

    it(`${language}: every message parses and takes the arguments the English one takes`, () => {
      for (const [key, text] of Object.entries(messages)) {
        const source = english[key];
        if (source === undefined) continue;
        let names: string[] = [];
        expect(() => (names = [...argumentsOf(parsed(text, language))].sort()), key).not.toThrow();
        expect(names, key).toEqual([...argumentsOf(parsed(source, 'en'))].sort());
      }
    });

    it(`${language}: no message is left blank or untranslated English`, () => {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe('');
        // Short ones ('{value}%', '{subject} in {series}') may read the same in two languages.
        if (language !== 'en' && text.length > 30) expect(text, key).not.toBe(english[key]);
      }
    });
  }
});
