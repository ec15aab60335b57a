import { currentLanguage, defineMessages } from '../../i18n';
import english from './locales/en.json';

/**
 * The speech feature's words (docs/product/speech.md) in the interface language: the controls,
 * the voice dialog, the language suggestion, and what each of the server's voices really is.
 */
export const speechMessages = defineMessages(english);

/**
 * A language's name in the interface language: 'es' → 'Spanish' (español in Spanish), from Intl,
 * never spelled by hand.
 */
export function languageName(lang: string, locale: string = currentLanguage()): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** 'español' → 'Español': a language's name standing alone as a voice's name or label. */
function capitalised(text: string): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase(currentLanguage()) + text.slice(first.length);
}

/** What the code needs of a server voice (GET /api/tts/voices) to name and describe it. */
export interface NamedVoice {
  name: string;
  lang: string;
  label: string;
  engine?: string;
}

/** The language an eSpeak NG voice speaks, for its name: 'zh-CN' is just Chinese. */
const espeakLanguage = (lang: string) => (/^(?:zh|cmn)(?:[-_]|$)/i.test(lang) ? 'zh' : lang);

const isEspeak = (voice: NamedVoice) =>
  voice.engine === 'espeak-ng' || voice.label.endsWith(' · eSpeak NG (offline)');

/**
 * The language a voice speaks, for captions: its BCP 47 primary language ('es', 'zh') and that
 * language's name in the interface language ('Spanish', 'Español'), English when the voice is not
 * known.
 */
export function voiceLanguage(voice: Pick<NamedVoice, 'lang'> | undefined): {
  lang: string;
  name: string;
} {
  const lang = espeakLanguage(voice?.lang ?? 'en')
    .split(/[-_]/)[0]!
    .toLowerCase();
  return { lang, name: capitalised(languageName(lang)) };
}

/**
 * A server voice's name as shown: the Flite voices keep their names (Amy, Brian); an eSpeak NG
 * voice is named after its language, so it is that language's name in the interface language.
 */
export function voiceName(voice: NamedVoice): string {
  if (currentLanguage() === 'en' || !isEspeak(voice)) return voice.name;
  return capitalised(languageName(espeakLanguage(voice.lang).split(/[-_]/)[0]!));
}

// The server's labels (apps/server/src/platform/speech): 'Flite slt (US English, female)',
// 'Same as Brian: Flite awb (Scottish English, male)', '… , higher pitch',
// 'Spanish · eSpeak NG (offline)'.
const FLITE_LABEL =
  /^(?:Same as (\w+): )?Flite (\w+) \((US|Scottish) English, (female|male)(, older robotic-sounding voice)?\)(?:, (higher pitch|lower pitch|slower|faster))?$/;
const VARIANTS = {
  'higher pitch': 'higherPitch',
  'lower pitch': 'lowerPitch',
  slower: 'slower',
  faster: 'faster',
} as const;

/**
 * What a server voice really is, in the interface language: the engine's names (Flite, eSpeak NG)
 * and its voices' names stay, the words and language names around them are translated. A label
 * the app does not know is shown as the server sent it.
 */
export function voiceLabel(voice: NamedVoice): string {
  const { label } = voice;
  if (currentLanguage() === 'en') return label;
  const words = speechMessages.label;
  if (isEspeak(voice)) {
    return words.espeak({ language: capitalised(languageName(espeakLanguage(voice.lang))) });
  }
  const flite = FLITE_LABEL.exec(label);
  if (!flite) return label;
  const [, sameAs, fliteVoice, accent, gender, old, variant] = flite;
  const values = { voice: fliteVoice, accent: accent!.toLowerCase(), gender };
  let text = old ? words.fliteOld(values) : words.flite(values);
  if (variant) text = words[VARIANTS[variant as keyof typeof VARIANTS]]({ label: text });
  return sameAs ? words.sameAs({ name: sameAs, label: text }) : text;
}

/** A group of the browser's voices: Google and Microsoft are names; System is a word. */
export function voiceGroupName(group: string): string {
  return group === 'System' ? speechMessages.dialog.systemGroup() : group;
}

/** The server's fixed English messages about speaking, in the interface language. */
export function serverSpeechText(text: string): string {
  const server = speechMessages.server;
  const known: Record<string, () => string> = {
    [english.server.failed]: server.failed,
    [english.server.busy]: server.busy,
  };
  return known[text]?.() ?? text;
}

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
