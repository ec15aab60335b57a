import {
  DEFAULT_SPEECH_VOICE,
  FLITE_VOICE_NAMES,
  type FliteVoiceName,
  type SpeechVoiceInfo,
} from '@dsb/core';

/** A voice built into the Flite WASI binary (`flite -lv`: kal awb_time kal16 awb rms slt). */
export type FliteVoice = 'slt' | 'rms' | 'awb' | 'kal16';

/**
 * How Flite speaks one of the product's voice names. Only pitch and speed can vary a Flite
 * voice, and not every voice takes both: rms (a unit-selection voice) keeps its recorded pitch, so
 * its variants differ in speed. Measured median pitch: slt 160 Hz, awb 127 Hz, rms 103 Hz,
 * kal16 88 Hz.
 */
export type FliteVoiceSettings = {
  voice: FliteVoice;
  /** Multiplies the voice's pitch (slt, awb). */
  f0Shift?: number;
  /** Target mean pitch in Hz (the kal16 diphone voice). */
  f0MeanHz?: number;
  /** Above 1 speaks slower, below 1 faster. */
  durationStretch?: number;
};

type VoiceEntry = { lang: string; label: string; flite: FliteVoiceSettings };

const SLT = 'Flite slt (US English, female)';
const AWB = 'Flite awb (Scottish English, male)';
const RMS = 'Flite rms (US English, male)';
const KAL = 'Flite kal16 (US English, male, older robotic-sounding voice)';

/**
 * The twelve voice names over Flite's four English voices, each label saying honestly what the
 * name sounds like offline (docs/product/speech.md). Alex shares Brian's voice.
 */
export const FLITE_VOICES: Readonly<Record<FliteVoiceName, VoiceEntry>> = {
  Amy: { lang: 'en-US', label: SLT, flite: { voice: 'slt' } },
  Emma: { lang: 'en-US', label: `${SLT}, higher pitch`, flite: { voice: 'slt', f0Shift: 1.15 } },
  Charlotte: {
    lang: 'en-US',
    label: `${SLT}, lower pitch`,
    flite: { voice: 'slt', f0Shift: 0.88 },
  },
  Brian: { lang: 'en-GB', label: AWB, flite: { voice: 'awb' } },
  Alex: { lang: 'en-GB', label: `Same as Brian: ${AWB}`, flite: { voice: 'awb' } },
  Daniel: { lang: 'en-GB', label: `${AWB}, lower pitch`, flite: { voice: 'awb', f0Shift: 0.88 } },
  Oliver: { lang: 'en-GB', label: `${AWB}, higher pitch`, flite: { voice: 'awb', f0Shift: 1.12 } },
  Matthew: { lang: 'en-US', label: RMS, flite: { voice: 'rms' } },
  Michael: {
    lang: 'en-US',
    label: `${RMS}, slower`,
    flite: { voice: 'rms', durationStretch: 1.1 },
  },
  William: {
    lang: 'en-US',
    label: `${RMS}, faster`,
    flite: { voice: 'rms', durationStretch: 0.92 },
  },
  Liam: { lang: 'en-US', label: KAL, flite: { voice: 'kal16' } },
  Thomas: {
    lang: 'en-US',
    label: `${KAL}, higher pitch`,
    flite: { voice: 'kal16', f0MeanHz: 115 },
  },
};

/** The list GET /api/tts/voices answers, in the order docs/product/speech.md lists. */
export function listFliteVoices(): SpeechVoiceInfo[] {
  return FLITE_VOICE_NAMES.map((name) => ({
    name,
    lang: FLITE_VOICES[name].lang,
    label: FLITE_VOICES[name].label,
    engine: 'flite' as const,
    default: name === DEFAULT_SPEECH_VOICE,
  }));
}
