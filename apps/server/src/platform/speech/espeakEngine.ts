import { serveEngine } from '../workers/engineChild';
import { loadEspeak, synthesizeWithEspeak, type EspeakVoiceSettings } from './espeak';
import { resampleMono } from './resample';
import type { PcmAudio } from './wav';

/** One text for the eSpeak NG engine to speak, and the sample rate the app's narration uses. */
export type EspeakRequest = { text: string; settings: EspeakVoiceSettings; sampleRate: number };

// The eSpeak NG engine's process (espeakNarrator.ts starts it), like Flite's: synthesis is CPU
// work, and a fault in the engine must end this process, not the server's.
const engine = loadEspeak();
serveEngine<EspeakRequest, PcmAudio>(async ({ text, settings, sampleRate }) => {
  const loaded = await engine;
  const spoken = synthesizeWithEspeak(loaded, text, settings);
  return { sampleRate, channels: 1, samples: resampleMono(spoken, loaded.sampleRate, sampleRate) };
});
