import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * ffmpeg as a child process: Debian's `ffmpeg` package (which the set-up installs), found on the
 * PATH, or the binary FFMPEG_PATH names (docs/decisions/0040-current-ffmpeg.md). Encoding is CPU
 * work in its own process, so the server's event loop never waits on it.
 */

export class FfmpegError extends Error {}

/** What the log says when no ffmpeg can be found. */
export const FFMPEG_MISSING =
  'ffmpeg is not installed: install it with "sudo apt-get install -y ffmpeg" or set FFMPEG_PATH';

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The executable `name` in the first folder of `searchPath` (the PATH) that has it. */
export function findExecutable(
  name: string,
  searchPath = process.env.PATH ?? '',
): string | undefined {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
}

/**
 * The binary to run: `configured` (FFMPEG_PATH), else `ffmpeg` on the PATH (looked up on every
 * call, so an ffmpeg installed while the server runs is found); checked executable.
 */
export function ffmpegBinary(configured?: string, searchPath?: string): string {
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new FfmpegError(`ffmpeg at ${configured} cannot be run (missing or not executable)`);
  }
  const found = findExecutable('ffmpeg', searchPath);
  if (!found) throw new FfmpegError(FFMPEG_MISSING);
  return found;
}

export type FfmpegRun = {
  /** Fed to ffmpeg's standard input (`-i pipe:0`). */
  input?: Buffer;
  signal?: AbortSignal;
  /** ffmpeg is killed after this long. */
  timeoutMs?: number;
  /**
   * Called with the seconds of output written so far; the arguments must then include
   * `-progress pipe:1` and the output must not be standard output.
   */
  onProgress?: (outputSeconds: number) => void;
};

const STDERR_KEPT = 4000;

/** Runs ffmpeg; resolves with what it wrote to standard output, rejects with its last errors. */
export function runFfmpeg(binary: string, args: string[], run: FfmpegRun = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(new FfmpegError('ffmpeg was not started: aborted'));
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: [run.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    let progressLine = '';
    let stopped: string | null = null;
    const stop = (why: string) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop('aborted');
    run.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = run.timeoutMs
      ? setTimeout(() => stop(`timed out after ${run.timeoutMs} ms`), run.timeoutMs)
      : null;
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!run.onProgress) return void stdout.push(chunk);
      progressLine += chunk.toString('latin1');
      const lines = progressLine.split('\n');
      progressLine = lines.pop() ?? '';
      for (const line of lines) {
        // ffmpeg writes microseconds under both names (out_time_ms is a misnomer kept since 4.x).
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match) run.onProgress(Number(match[1]) / 1e6);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    if (run.input) {
      // ffmpeg may close its input early (e.g. it failed); that error is reported by the exit.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(run.input);
    }
    child.on('error', (error) => {
      cleanup();
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      cleanup();
      if (stopped) return reject(new FfmpegError(`ffmpeg stopped: ${stopped}`));
      if (code === 0) return resolve(Buffer.concat(stdout));
      const detail = stderr.trim().split('\n').slice(-5).join(' | ');
      reject(new FfmpegError(`ffmpeg failed (${code ?? signal}): ${detail}`));
    });
    function cleanup() {
      if (timer) clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
    }
  });
}

/** 16-bit PCM WAV to MP3 (mono, 44.1 kHz, 64 kbit/s): small, and plays in every browser. */
export function wavToMp3(binary: string, wav: Buffer, signal?: AbortSignal): Promise<Buffer> {
  return runFfmpeg(
    binary,
    [
      '-f',
      'wav',
      '-i',
      'pipe:0',
      '-ac',
      '1',
      '-ar',
      '44100',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-f',
      'mp3',
      'pipe:1',
    ],
    { input: wav, signal, timeoutMs: 60_000 },
  );
}
