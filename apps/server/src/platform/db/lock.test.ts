import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDirLock } from './lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'dsb-lock-'));

describe('acquireDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const release = acquireDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a lock held by a live process, naming its pid', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(child.pid));
      expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDirLock(dir)).toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock from a dead process', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(path.join(dir, 'server.lock'), String(child.pid));
    const release = acquireDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
