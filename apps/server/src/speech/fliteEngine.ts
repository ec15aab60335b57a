import { serveEngine } from '../workers/engineChild';
import { compileFlite, synthesizeWithFlite } from './flite';
import type { FliteVoiceSettings } from './voices';

/** One text for the speech engine to speak. */
export type FliteRequest = { text: string; settings: FliteVoiceSettings };

// The speech engine's process (fliteNarrator.ts starts it): a slide's narration is CPU work of
// hundreds of milliseconds a sentence, and a fault in the engine must end this process, not the
// server's.
const module = compileFlite();
serveEngine<FliteRequest, Uint8Array>(({ text, settings }) => {
  const wav = synthesizeWithFlite(module, text, settings);
  return new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength);
});
