/**
 * Voice choice for reading a slide's script aloud (docs/product/speech.md): the browser's voices
 * in the languages the app narrates (English, Spanish, French, German, Portuguese, Arabic, Hindi,
 * Chinese), grouped Google / Microsoft / System, searchable by name or language, and the server's
 * voices. Pure: no DOM, no React, so it works on SpeechSynthesisVoice objects and on plain test
 * data alike.
 */
import { speechMessages } from './messages';

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

/**
 * Local storage key of the voice chosen with 'Apply Selection' (its voiceURI): the default for
 * stories without a voice of their own.
 */
export const VOICE_STORAGE_KEY = 'dsb-voice';
/** Local storage key of one story's voice. */
export const storyVoiceKey = (storyId: string) => `${VOICE_STORAGE_KEY}:story:${storyId}`;

/** Why speech cannot start, in the interface language (looked up when asked). */
export const SPEECH_MESSAGES = speechMessages.problems;

// 'en', 'en-US', 'EN_gb' (Android spells it with an underscore), not 'eng' or 'es'.
const ENGLISH = /^en(?:[-_]|$)/i;

export const isEnglish = (voice: VoiceLike): boolean => ENGLISH.test(voice.lang);

/** The languages the app narrates (its server voices' languages): 'es-MX', 'zh_CN', 'ar'. */
const NARRATED = /^(?:en|es|fr|de|pt|ar|hi|zh|cmn)(?:[-_]|$)/i;

export const isNarratedLanguage = (voice: VoiceLike): boolean => NARRATED.test(voice.lang);

/** The primary language of a BCP 47 tag, lower-case: 'pt-BR' is 'pt', 'cmn' is 'zh'. */
export function primaryLanguage(lang: string): string {
  const primary = lang.split(/[-_]/)[0]!.toLowerCase();
  return primary === 'cmn' ? 'zh' : primary;
}

export function voiceGroup(voice: VoiceLike): VoiceGroupName {
  const name = voice.name.toLowerCase();
  if (name.includes('google')) return 'Google';
  if (name.includes('microsoft')) return 'Microsoft';
  return 'System';
}

const byName = (a: VoiceLike, b: VoiceLike) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** Voices in display order: by group (Google, Microsoft, System), then by name, one per voiceURI. */
function inDisplayOrder<V extends VoiceLike>(
  voices: readonly V[],
  keep: (voice: V) => boolean,
): V[] {
  const seen = new Set<string>();
  const kept = voices.filter((voice) => {
    if (!keep(voice) || seen.has(voice.voiceURI)) return false;
    seen.add(voice.voiceURI);
    return true;
  });
  const rank = (voice: VoiceLike) => VOICE_GROUPS.indexOf(voiceGroup(voice));
  return kept.sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

/**
 * The English voices in display order: by group (Google, Microsoft, System), then by name.
 * A voiceURI seen twice keeps its first voice, so the URI can key radios and storage.
 */
export function englishVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  return inDisplayOrder(voices, isEnglish);
}

/** The browser's voices in the languages the app narrates, in display order. */
export function narrationVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  return inDisplayOrder(voices, isNarratedLanguage);
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

/** The narrated languages' voices grouped for the dialog, by name; empty groups left out. */
export function groupVoices<V extends VoiceLike>(voices: readonly V[]): VoiceGroup<V>[] {
  const listed = narrationVoices(voices);
  return VOICE_GROUPS.map((name) => ({
    name,
    voices: listed.filter((voice) => voiceGroup(voice) === name),
  })).filter((group) => group.voices.length > 0);
}

/**
 * The voice to speak with: the remembered one if the browser still has it (in any narrated
 * language), else the browser's default English voice, else the first English voice in display
 * order; undefined when none.
 */
export function chooseDefaultVoice<V extends VoiceLike>(
  voices: readonly V[],
  rememberedURI: string | null | undefined,
): V | undefined {
  const english = englishVoices(voices);
  const listed = narrationVoices(voices);
  return (
    (rememberedURI ? listed.find((voice) => voice.voiceURI === rememberedURI) : undefined) ??
    english.find((voice) => voice.default) ??
    english[0]
  );
}

/** Why a script cannot be spoken yet, or null when it can. */
export function speechProblem(text: string, voice: object | null | undefined): string | null {
  if (!text.trim()) return SPEECH_MESSAGES.noText();
  if (!voice) return SPEECH_MESSAGES.noVoice();
  return null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The remembered voice id: the story's own when it has one, else the last one chosen; null when
 * none (also when storage is blocked).
 */
export function readStoredVoice(
  storage: KeyValueStorage | undefined,
  storyId?: string | null,
): string | null {
  try {
    return (
      (storyId ? storage?.getItem(storyVoiceKey(storyId)) : null) ||
      storage?.getItem(VOICE_STORAGE_KEY) ||
      null
    );
  } catch {
    return null;
  }
}

/**
 * Remembers a voice id for the story (when one is open) and as the default for stories without
 * one; a blocked storage only loses the memory, not the choice.
 */
export function writeStoredVoice(
  storage: KeyValueStorage | undefined,
  voiceURI: string,
  storyId?: string | null,
): void {
  try {
    if (storyId) storage?.setItem(storyVoiceKey(storyId), voiceURI);
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

/**
 * The voice id a story starts from (docs/product/speech.md, "Voices per story"): a browser voice
 * chosen for the story on this device (browsers' voices differ between devices, so such a choice
 * stays here); else the server voice kept with the story, which follows it to every device and
 * co-author; else what this device remembers.
 */
export function storyVoiceId(
  storage: KeyValueStorage | undefined,
  storyId: string | null,
  storyVoice: string | null,
): string | null {
  let local: string | null;
  try {
    local = storyId ? (storage?.getItem(storyVoiceKey(storyId)) ?? null) : null;
  } catch {
    local = null; // blocked storage: as if nothing were remembered here
  }
  if (local && !local.startsWith(SERVER_VOICE_PREFIX)) return local;
  if (storyVoice) return serverVoiceId(storyVoice);
  return readStoredVoice(storage, storyId);
}

/** The server voice name in a remembered id ('server:Spanish' is Spanish), else null. */
export function serverVoiceName(id: string): string | null {
  return id.startsWith(SERVER_VOICE_PREFIX) ? id.slice(SERVER_VOICE_PREFIX.length) : null;
}

/** What the code needs of a voice GET /api/tts/voices lists. */
export interface ServerVoiceLike {
  name: string;
  label: string;
  /** BCP 47 language: 'en-US', 'es', 'zh-CN'. */
  lang: string;
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

/**
 * The server voice a story narrates with (its remembered voice, when that is a server voice the
 * list still has): the video export starts from it.
 */
export function storyServerVoice<S extends ServerVoiceLike>(
  storage: KeyValueStorage | undefined,
  storyId: string | null,
  serverVoices: readonly S[],
): S | undefined {
  const id = readStoredVoice(storage, storyId);
  if (!id?.startsWith(SERVER_VOICE_PREFIX)) return undefined;
  return serverVoices.find((voice) => serverVoiceId(voice.name) === id);
}
