import { letterDirectionOf } from '@dsb/core';

/**
 * The `dir` of a field that holds a pupil's own words (a title, a script): the direction of its
 * first letter, so an Arabic script reads right to left in an English interface and an English
 * one left to right in an Arabic interface. With no letter yet (empty, or only numbers), none:
 * the field and its placeholder follow the interface. Worked out here rather than with
 * dir="auto": Chromium keeps a textarea's 'auto' direction from its first text when the text is
 * later replaced, and an empty 'auto' field is left to right whatever the interface.
 */
export function ownWordsDir(value: string): 'rtl' | 'ltr' | undefined {
  return letterDirectionOf(value) ?? undefined;
}
