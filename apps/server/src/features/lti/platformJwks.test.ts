import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformJwks, JWKS_REFETCH_COOLDOWN_MS, JWKS_TTL_MS } from './platformJwks';
import { startTestPlatform, type TestPlatform } from './testPlatform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe("a platform's keys", () => {
  it('are kept, fetched again when stale, and re-fetched for an unknown key id at most once per cooldown', async () => {
    let now = 1_000_000;
    const jwks = createPlatformJwks(
      { allowPrivate: false, allowTargets: new Set([platform.target]) },
      () => now,
    );
    const start = platform.counts.jwks;
    await jwks.get(platform.jwksUrl);
    await jwks.get(platform.jwksUrl);
    expect(platform.counts.jwks).toBe(start + 1);
    expect(await jwks.refetch(platform.jwksUrl)).not.toBeNull();
    // Forged key ids one after another: no second fetch within the cooldown.
    expect(await jwks.refetch(platform.jwksUrl)).toBeNull();
    expect(platform.counts.jwks).toBe(start + 2);
    now += JWKS_REFETCH_COOLDOWN_MS;
    expect(await jwks.refetch(platform.jwksUrl)).not.toBeNull();
    now += JWKS_TTL_MS;
    await jwks.get(platform.jwksUrl);
    expect(platform.counts.jwks).toBe(start + 4);
  });

  it('are never fetched from a private address the policy does not name', async () => {
    const jwks = createPlatformJwks({ allowPrivate: false, allowTargets: new Set() });
    const start = platform.counts.jwks;
    await expect(jwks.get(platform.jwksUrl)).rejects.toThrow(/private or local network/);
    expect(platform.counts.jwks).toBe(start);
  });
});
