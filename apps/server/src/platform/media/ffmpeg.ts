import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * ffmpeg as a child process: the binary ships in npm (@ffmpeg-installer/ffmpeg, one optional
 * package per platform), or FFMPEG_PATH names another. Encoding is CPU work in its own process,
 * so the server's event loop never waits on it.
 */

export class FfmpegError extends Error {}

let installedPath: string | null = null;

/** The binary to run: `configured` (FFMPEG_PATH) or the npm package's; checked executable. */
export function ffmpegBinary(configured?: string): string {
  const binary = configured ?? (installedPath ??= installerPath());
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    throw new FfmpegError(`ffmpeg at ${binary} cannot be run (missing or not executable)`);
  }
  return binary;
}

function installerPath(): string {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    // The package throws a string when it has no binary for this platform.
    throw new FfmpegError(`no ffmpeg for this platform: ${String(error)}; set FFMPEG_PATH`);
  }
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
        // ffmpeg 4 writes microseconds under both names.
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
