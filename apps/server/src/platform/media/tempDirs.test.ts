import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';
import { TEMP_PREFIXES, makeOwnedTempDir, sweepStaleTempDirs } from './tempDirs';

const HOUR = 60 * 60 * 1000;
/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const made: string[] = [];
function folder(name: string, ageMs = 0): string {
  const dir = path.join(tmpdir(), name);
  mkdirSync(dir, { recursive: true });
  const time = new Date(Date.now() - ageMs);
  utimesSync(dir, time, time);
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('temporary folders of a stopped process', () => {
  it('names owned folders after their process', async () => {
    const dir = await makeOwnedTempDir(TEMP_PREFIXES.backup);
    made.push(dir);
    expect(path.basename(dir).startsWith(`${TEMP_PREFIXES.backup}${process.pid}-`)).toBe(true);
  });

  it("removes a backup's staging whose process ended, young as it is; keeps live and foreign ones", async () => {
    const dead = endedPid();
    const killedBackup = folder(`${TEMP_PREFIXES.backup}${dead}-a1b2c3`);
    const killedVerify = folder(`${TEMP_PREFIXES.installVerify}${dead}-d4e5f6`);
    const running = folder(`${TEMP_PREFIXES.backup}${process.pid}-g7h8i9`);
    const notOurs = folder(`other-app-${dead}-j0k1l2`, 24 * HOUR);
    const unowned = folder(`${TEMP_PREFIXES.video}young-${dead}`);

    await sweepStaleTempDirs(6 * HOUR);

    expect(existsSync(killedBackup)).toBe(false);
    expect(existsSync(killedVerify)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(notOurs)).toBe(true);
    expect(existsSync(unowned)).toBe(true);
  });

  it('removes any of ours past the age, its owner known or not', async () => {
    const old = folder(`${TEMP_PREFIXES.backup}${process.pid}-old`, 7 * HOUR);
    await sweepStaleTempDirs(6 * HOUR);
    expect(existsSync(old)).toBe(false);
  });

  it(
    'a server start removes the staging of a backup killed mid-run',
    { timeout: 60_000 },
    async () => {
      const staging = folder(`${TEMP_PREFIXES.backup}${endedPid()}-killed`);
      mkdirSync(path.join(staging, 'rows'));
      const app = await createTestApp();
      try {
        expect(existsSync(staging)).toBe(false);
      } finally {
        await app.close();
      }
    },
  );
});
