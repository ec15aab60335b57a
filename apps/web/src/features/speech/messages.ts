/**
 * The speech feature's words for its newer parts (the language suggestion, the voice line, the
 * preview sentences), ready for translation: whole sentences, names passed in.
 */

/** A language's name in the reader's language: 'es' → 'Spanish' (Intl, never spelled by hand). */
export function languageName(lang: string, locale?: string): string {
  try {
    return (
      new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'language' }).of(lang) ?? lang
    );
  } catch {
    return lang;
  }
}

export const speechMessages = {
  /** The suggestion under the script when it is written in another language than the voice's. */
  suggestion: (language: string, voice: string) =>
    `This script looks like ${language}. Read it with the ${voice} voice?`,
  useSuggested: (voice: string) => `Use ${voice}`,
  dismissSuggestion: 'Not now',
  suggestionRegion: 'Voice suggestion',
  /** 'Voice: Alex'; for a server voice what it really is: 'Voice: Spanish (Spanish · eSpeak NG (offline))'. */
  browserVoiceLine: (voice: string) => `Voice: ${voice}`,
  serverVoiceLine: (voice: string, label: string) => `Voice: ${voice} (${label})`,
  noVoiceChosen: 'No voice chosen',
} as const;

/** What a voice says when previewed, in its own language (English when the app has none). */
const PREVIEW_SENTENCES: Record<string, string> = {
  en: 'Hello, this is a preview of my voice.',
  es: 'Hola, así suena mi voz.',
  fr: 'Bonjour, voici un aperçu de ma voix.',
  de: 'Hallo, so klingt meine Stimme.',
  pt: 'Olá, esta é uma prévia da minha voz.',
  ar: 'مرحبا، هكذا يبدو صوتي.',
  hi: 'नमस्ते, मेरी आवाज़ ऐसी सुनाई देती है।',
  zh: '你好，这是我的声音。',
};

/** The preview sentence for a voice's language ('es-MX' → Spanish). */
export function previewSentence(lang: string): string {
  const primary = lang.split(/[-_]/)[0]!.toLowerCase();
  return PREVIEW_SENTENCES[primary === 'cmn' ? 'zh' : primary] ?? PREVIEW_SENTENCES.en!;
}
