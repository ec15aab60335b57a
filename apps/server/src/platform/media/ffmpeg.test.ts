// Which ffmpeg the server runs: Debian's package on the PATH, or FFMPEG_PATH
// (docs/decisions/0040-current-ffmpeg.md).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FFMPEG_MISSING, FfmpegError, ffmpegBinary, findExecutable } from './ffmpeg';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding files of these names and modes. */
function folderWith(files: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dsb-ffmpeg-'));
  made.push(dir);
  for (const [name, mode] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), '#!/bin/sh\n');
    chmodSync(path.join(dir, name), mode);
  }
  return dir;
}

describe('ffmpegBinary', () => {
  it('finds a current ffmpeg on the PATH, not a frozen static build', () => {
    const binary = ffmpegBinary();
    expect(path.isAbsolute(binary)).toBe(true);
    const banner = execFileSync(binary, ['-version'], { encoding: 'utf8' }).split('\n')[0]!;
    // Debian 12 ships 5.1.x; the 2018 static build said 'ffmpeg version N-47683-g...'.
    const major = Number(/^ffmpeg version (\d+)\./.exec(banner)?.[1]);
    expect(major, banner).toBeGreaterThanOrEqual(5);
  });

  it('takes the first executable ffmpeg in the PATH order', () => {
    const notExecutable = folderWith({ ffmpeg: 0o644 });
    const first = folderWith({ ffmpeg: 0o755 });
    const second = folderWith({ ffmpeg: 0o755 });
    const searchPath = [notExecutable, first, second].join(path.delimiter);
    expect(ffmpegBinary(undefined, searchPath)).toBe(path.join(first, 'ffmpeg'));
    expect(findExecutable('ffprobe', searchPath)).toBeUndefined();
  });

  it('says how to install ffmpeg when the PATH has none', () => {
    const searchPath = folderWith({ ffprobe: 0o755 });
    expect(() => ffmpegBinary(undefined, searchPath)).toThrow(new FfmpegError(FFMPEG_MISSING));
    expect(FFMPEG_MISSING).toContain('apt-get install -y ffmpeg');
  });

  it('runs the FFMPEG_PATH binary instead, and names it when it cannot be run', () => {
    const own = path.join(folderWith({ ffmpeg: 0o755 }), 'ffmpeg');
    expect(ffmpegBinary(own, '')).toBe(own);
    const broken = path.join(folderWith({ ffmpeg: 0o644 }), 'ffmpeg');
    expect(() => ffmpegBinary(broken)).toThrow(`ffmpeg at ${broken} cannot be run`);
  });
});
