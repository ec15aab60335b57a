// The scripts find ffmpeg and ffprobe on the PATH (Debian's package: docs/decisions/0040-current-ffmpeg.md).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findOnPath } from './ffmpeg.mjs';

const savedPath = process.env.PATH;
const dirs: string[] = [];
afterEach(() => {
  process.env.PATH = savedPath;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folderWith(files: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dsb-path-'));
  dirs.push(dir);
  for (const [name, mode] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), '#!/bin/sh\n');
    chmodSync(path.join(dir, name), mode);
  }
  return dir;
}

describe('findOnPath', () => {
  it('finds the first executable of that name on the PATH', () => {
    const notExecutable = folderWith({ ffprobe: 0o644 });
    const first = folderWith({ ffprobe: 0o755 });
    const second = folderWith({ ffprobe: 0o755 });
    process.env.PATH = [notExecutable, first, second].join(path.delimiter);
    expect(findOnPath('ffprobe')).toBe(path.join(first, 'ffprobe'));
  });

  it('answers undefined when no folder of the PATH has it', () => {
    process.env.PATH = folderWith({ ffmpeg: 0o755 });
    expect(findOnPath('ffprobe')).toBeUndefined();
  });
});
