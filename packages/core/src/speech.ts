import { z } from 'zod';
import { storedText } from './text';

/**
 * Server speech (docs/product/speech.md): the app's voice names, spoken offline by the server.
 * The twelve English names are Flite voices; the language names are eSpeak NG voices. What each
 * name really is (its language and engine) is told by GET /api/tts/voices, so nobody is led to
 * expect the cloud voice of the same name.
 */

/** The English voice names, spoken by Flite, default first. */
export const FLITE_VOICE_NAMES = [
  'Amy',
  'Brian',
  'Alex',
  'Daniel',
  'Emma',
  'Charlotte',
  'Liam',
  'Matthew',
  'Michael',
  'Oliver',
  'Thomas',
  'William',
] as const;
/** One voice per language, spoken by eSpeak NG; each is named after its language. */
export const ESPEAK_VOICE_NAMES = [
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Arabic',
  'Hindi',
  'Chinese',
] as const;
/** The voice names pupils choose from, default first. */
export const SPEECH_VOICE_NAMES = [...FLITE_VOICE_NAMES, ...ESPEAK_VOICE_NAMES] as const;
export type SpeechVoiceName = (typeof SPEECH_VOICE_NAMES)[number];
export type FliteVoiceName = (typeof FLITE_VOICE_NAMES)[number];
export type EspeakVoiceName = (typeof ESPEAK_VOICE_NAMES)[number];
/** Amy is the default voice. */
export const DEFAULT_SPEECH_VOICE: SpeechVoiceName = 'Amy';

/** The offline engines behind the voices. */
export const SPEECH_ENGINES = ['flite', 'espeak-ng'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINES)[number];

/** Longest text one POST /api/tts speaks: a long slide script, read aloud in about 2 minutes. */
export const TTS_MAX_TEXT_LENGTH = 2000;
/** Speak calls per user per minute (previews and slide-by-slide Speak stay well inside it). */
export const TTS_REQUESTS_PER_MINUTE = 30;
/** What POST /api/tts answers with. */
export const TTS_AUDIO_TYPE = 'audio/mpeg';

export const SPEECH_MESSAGES = {
  textRequired: 'Type some text to speak',
  textTooLong: `Text to speak can be at most ${TTS_MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`,
  unknownVoice: `Choose one of these voices: ${SPEECH_VOICE_NAMES.join(', ')}`,
  failed: 'The server could not speak this text. Please try again.',
  busy: 'The server is busy speaking for others. Please try again in a moment.',
} as const;

const byLowerName = new Map(SPEECH_VOICE_NAMES.map((name) => [name.toLowerCase(), name]));

/** A voice name, matched without regard to case ('amy' is Amy). */
export const speechVoiceSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (byLowerName.get(value.trim().toLowerCase()) ?? value) : value,
  z.enum(SPEECH_VOICE_NAMES, { message: SPEECH_MESSAGES.unknownVoice }),
);

/** Body of POST /api/tts. */
export const ttsRequestSchema = z.strictObject({
  text: storedText()
    .trim()
    .min(1, SPEECH_MESSAGES.textRequired)
    .max(TTS_MAX_TEXT_LENGTH, SPEECH_MESSAGES.textTooLong),
  voice: speechVoiceSchema.default(DEFAULT_SPEECH_VOICE),
});
export type TtsRequest = z.infer<typeof ttsRequestSchema>;

/** One voice as GET /api/tts/voices lists it. */
export const speechVoiceInfoSchema = z.object({
  name: z.enum(SPEECH_VOICE_NAMES),
  /** BCP 47 language of the underlying voice ('en-US', 'es', 'zh-CN'). */
  lang: z.string(),
  /** What the name is offline, e.g. 'Flite slt (US English, female)', 'Spanish · eSpeak NG (offline)'. */
  label: z.string(),
  /** The engine that speaks it. */
  engine: z.enum(SPEECH_ENGINES),
  default: z.boolean(),
});
export type SpeechVoiceInfo = z.infer<typeof speechVoiceInfoSchema>;

/** Response of GET /api/tts/voices. */
export const speechVoicesResponseSchema = z.object({
  /** The engine behind the voices, for the voice dialog's note. */
  engine: z.string(),
  defaultVoice: z.enum(SPEECH_VOICE_NAMES),
  /** Content type of POST /api/tts's audio. */
  audioType: z.literal(TTS_AUDIO_TYPE),
  maxTextLength: z.number().int(),
  voices: z.array(speechVoiceInfoSchema),
});
export type SpeechVoicesResponse = z.infer<typeof speechVoicesResponseSchema>;
