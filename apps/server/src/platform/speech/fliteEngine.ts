import { serveEngine } from '../workers/engineChild';
import { compileFlite, synthesizeWithFlite } from './flite';
import type { FliteVoiceSettings } from './voices';
import { parseWav, type PcmAudio } from './wav';

/** One text for the speech engine to speak. */
export type FliteRequest = { text: string; settings: FliteVoiceSettings };

// The speech engine's process (fliteNarrator.ts starts it): a slide's narration is CPU work of
// hundreds of milliseconds a sentence, and a fault in the engine must end this process, not the
// server's.
const module = compileFlite();
// The samples, not the WAV file: the server joins a long text's pieces with one copy each.
serveEngine<FliteRequest, PcmAudio>(({ text, settings }) =>
  parseWav(synthesizeWithFlite(module, text, settings)),
);
