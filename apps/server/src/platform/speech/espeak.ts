import createEspeak from '@echogarden/espeak-ng-emscripten';

/**
 * eSpeak NG compiled to WebAssembly, shipped in npm as @echogarden/espeak-ng-emscripten: the
 * engine and the voice data of every language (espeak-ng.data, 24 MB) are files inside the
 * package, read from disk when the engine starts; nothing is downloaded. It runs in the speech
 * engine's own child process (espeakEngine.ts), never in the server's (decision 0047).
 */

/** What this code uses of the package's eSpeakNGWorker (the package ships no types). */
type EspeakWorker = {
  set_voice(name: string): number;
  set_rate(wordsPerMinute: number): number;
  get_samplerate(): number;
  synthesize(text: string, onAudio: (samples: Int16Array | undefined) => number): void;
};
type EspeakModule = { eSpeakNGWorker: new () => EspeakWorker };

export type EspeakEngine = { worker: EspeakWorker; sampleRate: number };

/** Loads the engine and its voice data once per engine process (about 60 ms, 30 MB). */
export async function loadEspeak(): Promise<EspeakEngine> {
  const module = (await createEspeak()) as EspeakModule;
  const worker = new module.eSpeakNGWorker();
  return { worker, sampleRate: worker.get_samplerate() };
}

/** One eSpeak NG voice: its identifier in the voice data and its speaking rate. */
export type EspeakVoiceSettings = {
  /** eSpeak NG's voice name: 'es', 'pt-br', 'cmn'... */
  voice: string;
  /** Words per minute (eSpeak's own default is 175; a little slower is clearer for pupils). */
  rate: number;
};

/** What eSpeak is given to read: control characters gone, spaces kept single. */
export function espeakText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Speaks `text` in one voice: mono 16-bit samples at the engine's rate (22,050 Hz). */
export function synthesizeWithEspeak(
  engine: EspeakEngine,
  text: string,
  settings: EspeakVoiceSettings,
): Int16Array {
  if (engine.worker.set_voice(settings.voice) !== 0) {
    throw new Error(`eSpeak NG has no voice named ${settings.voice}`);
  }
  engine.worker.set_rate(settings.rate);
  const pieces: Int16Array[] = [];
  engine.worker.synthesize(espeakText(text), (samples) => {
    if (samples && samples.length > 0) pieces.push(samples);
    // 0: go on speaking.
    return 0;
  });
  const samples = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  if (samples.length === 0) throw new Error('eSpeak NG spoke no audio');
  return samples;
}
