// The Node version the README promises must be one every locked dependency accepts; otherwise
// `npm install` warns EBADENGINE (as cookie@2, which needs Node 22, once did) and the package may
// rely on what that Node lacks.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: unknown }>;
};

const supported = manifest.engines.node;
const oldest = semver.minVersion(supported)?.version ?? '';

describe('the supported Node version', () => {
  it('is Node 20 at the oldest, as the README says', () => {
    expect(semver.major(oldest)).toBe(20);
    expect(read('README.md')).toContain(
      `Node.js 20 (${semver.major(oldest)}.${semver.minor(oldest)}`,
    );
  });

  it('is accepted by every locked package', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines === 'object' && entry.engines !== null)
      .map(([where, entry]) => ({ where, range: (entry.engines as { node?: unknown }).node }))
      .filter(({ range }) => typeof range === 'string' && !semver.satisfies(oldest, range))
      .map(({ where, range }) => `${where} needs node ${String(range)}`);
    expect(refusing).toEqual([]);
  });
});
