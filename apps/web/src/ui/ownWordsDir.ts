/**
 * The `dir` of a field that holds a pupil's own words (a title, a script): once it has some, the
 * words' own direction ('auto': an Arabic script reads right to left in an English interface, an
 * English one left to right in an Arabic interface); while empty, none, so the field and its
 * placeholder follow the interface. (With 'auto', an empty field is left to right whatever the
 * interface, which put an Arabic placeholder at the wrong side.)
 */
export function ownWordsDir(value: string): 'auto' | undefined {
  return value.trim() ? 'auto' : undefined;
}
