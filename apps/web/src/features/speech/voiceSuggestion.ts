import { primaryLanguage, type ServerVoiceLike } from './voices';

/**
 * The server voice to propose for a script in `language` (a primary tag from detectLanguage), or
 * null when the voice in use already speaks it (its `lang`) or the app has no voice for it. An
 * English script gets the server's default voice; another language its one voice.
 */
export function suggestVoice<S extends ServerVoiceLike>(
  language: string | null,
  currentLang: string | null,
  serverVoices: readonly S[],
): S | null {
  if (!language) return null;
  if (currentLang && primaryLanguage(currentLang) === language) return null;
  const speaking = serverVoices.filter((voice) => primaryLanguage(voice.lang) === language);
  return speaking.find((voice) => voice.default) ?? speaking[0] ?? null;
}
