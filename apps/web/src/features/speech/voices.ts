/**
 * Voice choice for reading a slide's script aloud (docs/product/speech.md): English voices
 * only, grouped Google / Microsoft / System, searchable by name or language. Pure: no DOM, no React,
 * so it works on SpeechSynthesisVoice objects and on plain test data alike.
 */

/** What the code needs of a SpeechSynthesisVoice. */
export interface VoiceLike {
  name: string;
  lang: string;
  voiceURI: string;
  localService: boolean;
  default: boolean;
}

export const VOICE_GROUPS = ['Google', 'Microsoft', 'System'] as const;
export type VoiceGroupName = (typeof VOICE_GROUPS)[number];

export interface VoiceGroup<V extends VoiceLike = VoiceLike> {
  name: VoiceGroupName;
  voices: V[];
}

/** Local storage key of the voice chosen with 'Apply Selection' (its voiceURI). */
export const VOICE_STORAGE_KEY = 'dsb-voice';
export const PREVIEW_SENTENCE = 'Hello, this is a preview of my voice.';

export const SPEECH_MESSAGES = {
  noText: 'Add a script to this slide first.',
  noVoice: 'Choose a voice first.',
  unsupported: 'Speech is not available in this browser.',
  noVoices: 'No English voices are available in this browser.',
} as const;

// 'en', 'en-US', 'EN_gb' (Android spells it with an underscore), not 'eng' or 'es'.
const ENGLISH = /^en(?:[-_]|$)/i;

export const isEnglish = (voice: VoiceLike): boolean => ENGLISH.test(voice.lang);

export function voiceGroup(voice: VoiceLike): VoiceGroupName {
  const name = voice.name.toLowerCase();
  if (name.includes('google')) return 'Google';
  if (name.includes('microsoft')) return 'Microsoft';
  return 'System';
}

const byName = (a: VoiceLike, b: VoiceLike) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/**
 * The English voices in display order: by group (Google, Microsoft, System), then by name.
 * A voiceURI seen twice keeps its first voice, so the URI can key radios and storage.
 */
export function englishVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  const seen = new Set<string>();
  const kept = voices.filter((voice) => {
    if (!isEnglish(voice) || seen.has(voice.voiceURI)) return false;
    seen.add(voice.voiceURI);
    return true;
  });
  const rank = (voice: VoiceLike) => VOICE_GROUPS.indexOf(voiceGroup(voice));
  return kept.sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

/** Voices whose name or language contains the search text (case-insensitive; blank keeps all). */
export function filterVoices<V extends VoiceLike>(voices: readonly V[], search: string): V[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...voices];
  return voices.filter(
    (voice) =>
      voice.name.toLowerCase().includes(needle) || voice.lang.toLowerCase().includes(needle),
  );
}

/** English voices grouped for the dialog, sorted by name; empty groups are left out. */
export function groupVoices<V extends VoiceLike>(voices: readonly V[]): VoiceGroup<V>[] {
  const english = englishVoices(voices);
  return VOICE_GROUPS.map((name) => ({
    name,
    voices: english.filter((voice) => voiceGroup(voice) === name),
  })).filter((group) => group.voices.length > 0);
}

/**
 * The voice to speak with: the remembered one if the browser still has it, else the browser's
 * default English voice, else the first English voice in display order; undefined when none.
 */
export function chooseDefaultVoice<V extends VoiceLike>(
  voices: readonly V[],
  rememberedURI: string | null | undefined,
): V | undefined {
  const english = englishVoices(voices);
  return (
    (rememberedURI ? english.find((voice) => voice.voiceURI === rememberedURI) : undefined) ??
    english.find((voice) => voice.default) ??
    english[0]
  );
}

/** Why a script cannot be spoken yet, or null when it can. */
export function speechProblem(text: string, voice: object | null | undefined): string | null {
  if (!text.trim()) return SPEECH_MESSAGES.noText;
  if (!voice) return SPEECH_MESSAGES.noVoice;
  return null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered voiceURI, or null (also when storage is blocked). */
export function readStoredVoice(storage: KeyValueStorage | undefined): string | null {
  try {
    return storage?.getItem(VOICE_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Remembers a voiceURI; a blocked storage only loses the memory, not the choice. */
export function writeStoredVoice(storage: KeyValueStorage | undefined, voiceURI: string): void {
  try {
    storage?.setItem(VOICE_STORAGE_KEY, voiceURI);
  } catch (error) {
    console.warn('The voice choice could not be stored', error);
  }
}

/**
 * The server's voices (issue #15 item 5) share the remembered choice with the browser's: they are
 * stored as 'server:{name}', which no browser voiceURI looks like.
 */
export const SERVER_VOICE_PREFIX = 'server:';
export const serverVoiceId = (name: string) => `${SERVER_VOICE_PREFIX}${name}`;

/** What the code needs of a voice GET /api/tts/voices lists. */
export interface ServerVoiceLike {
  name: string;
  label: string;
  default: boolean;
}

export type VoiceChoice<V extends VoiceLike, S extends ServerVoiceLike> =
  { kind: 'browser'; id: string; voice: V } | { kind: 'server'; id: string; voice: S };

/**
 * The voice Speak uses: a remembered server voice; else the browser's voice as before
 * (chooseDefaultVoice); else, when the browser has no English voice, the server's default.
 */
export function chooseSpeechVoice<V extends VoiceLike, S extends ServerVoiceLike>(
  browserVoices: readonly V[],
  serverVoices: readonly S[],
  rememberedId: string | null | undefined,
): VoiceChoice<V, S> | undefined {
  const server = (voice: S) => ({ kind: 'server' as const, id: serverVoiceId(voice.name), voice });
  if (rememberedId?.startsWith(SERVER_VOICE_PREFIX)) {
    const remembered = serverVoices.find((voice) => serverVoiceId(voice.name) === rememberedId);
    if (remembered) return server(remembered);
  }
  const browser = chooseDefaultVoice(browserVoices, rememberedId);
  if (browser) return { kind: 'browser', id: browser.voiceURI, voice: browser };
  const fallback = serverVoices.find((voice) => voice.default) ?? serverVoices[0];
  return fallback ? server(fallback) : undefined;
}
