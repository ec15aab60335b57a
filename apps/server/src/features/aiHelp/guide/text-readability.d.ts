// text-readability (a port of Python's textstat) ships no types; only what the guide uses.
declare module 'text-readability' {
  const readability: {
    fleschKincaidGrade(text: string): number;
    /** The consensus grade, e.g. '7th and 8th grade'. */
    textStandard(text: string, floatOutput?: null): string;
    lexiconCount(text: string, removePunctuation?: boolean): number;
  };
  export default readability;
}
