import { parentPort, workerData } from 'node:worker_threads';
import { compileFlite, synthesizeWithFlite } from './flite';
import type { FliteReply, FliteRequest } from './fliteNarrator';

// Flite's thread: a slide's narration takes a few hundred milliseconds of CPU, which on the main
// thread would hold up every request meanwhile.
const port = parentPort!;
// Node calls WASI experimental; it is what Flite's build needs, so the notice is not repeated in
// the server's log on every worker start. Other warnings print as usual.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && /WASI/.test(warning.message)) return;
  console.warn(`${warning.name}: ${warning.message}`);
});
const module = compileFlite();
// The narrator made this folder for the thread and removes it when the thread ends.
const { workDir } = workerData as { workDir: string };

port.on('message', ({ id, text, settings }: FliteRequest) => {
  let reply: FliteReply;
  try {
    const wav = synthesizeWithFlite(module, workDir, text, settings);
    // A copy of its own, so transferring it cannot detach a buffer Node shares.
    reply = { id, ok: true, wav: new Uint8Array(wav) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, reply.ok ? [reply.wav.buffer as ArrayBuffer] : []);
});
