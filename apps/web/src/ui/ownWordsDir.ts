/** Letters of the scripts written right to left (Arabic, Hebrew, Syriac, Thaana, N'Ko, ...). */
const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * The `dir` of a field that holds a pupil's own words (a title, a script): the direction of its
 * first letter, as the Unicode bidi algorithm picks a paragraph's, so an Arabic script reads right
 * to left in an English interface and an English one left to right in an Arabic interface. With
 * no letter yet (empty, or only numbers), none: the field and its placeholder follow the
 * interface. Worked out here rather than with dir="auto": Chromium keeps a textarea's 'auto'
 * direction from its first value when the value is later replaced, and an empty 'auto' field is
 * left to right whatever the interface.
 */
export function ownWordsDir(value: string): 'rtl' | 'ltr' | undefined {
  for (const character of value) {
    if (RIGHT_TO_LEFT_LETTER.test(character)) return 'rtl';
    if (LETTER.test(character)) return 'ltr';
  }
  return undefined;
}
