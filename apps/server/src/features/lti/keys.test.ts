import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/test/testApp';
import { currentSigningKey, ltiKeyCipher, publishedJwks, rotateKeys, toolKeyList } from './keys';
import { ltiKeys } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const cipher = () => ltiKeyCipher('test-secret-test-secret-test-secret');
const sign = (key: Awaited<ReturnType<typeof currentSigningKey>>) =>
  new SignJWT({ hello: 'platform' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuedAt()
    .sign(key.privateKey);

describe("the tool's signing keys", () => {
  it('makes one key the first time, keeps it, and publishes its public half', async () => {
    const first = await currentSigningKey(app.db, cipher());
    const again = await currentSigningKey(app.db, cipher());
    expect(again.kid).toBe(first.kid);
    const jwks = await publishedJwks(app.db);
    expect(jwks.keys.map((k) => k.kid)).toEqual([first.kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const [row] = await app.db.select().from(ltiKeys).where(eq(ltiKeys.kid, first.kid));
    expect(row!.privateJwk).not.toContain('"d"');
    await jwtVerify(await sign(first), createLocalJWKSet(jwks));
  });

  it('rotates: the new key signs, the old stays published, and both verify', async () => {
    const old = await currentSigningKey(app.db, cipher());
    const signedByOld = await sign(old);
    const fresh = await rotateKeys(app.db, cipher());
    expect(fresh.kid).not.toBe(old.kid);
    expect((await currentSigningKey(app.db, cipher())).kid).toBe(fresh.kid);
    const jwks = createLocalJWKSet(await publishedJwks(app.db));
    await jwtVerify(signedByOld, jwks);
    await jwtVerify(await sign(fresh), jwks);
    const listed = await toolKeyList(app.db);
    expect(listed[0]).toMatchObject({ kid: fresh.kid, current: true });
    expect(listed.find((k) => k.kid === old.kid)).toMatchObject({ current: false });
  });

  it('retires a key that no longer decrypts (SESSION_SECRET changed) and makes a new one', async () => {
    const before = await currentSigningKey(app.db, cipher());
    const [row] = await app.db.select().from(ltiKeys).where(eq(ltiKeys.kid, before.kid));
    expect(
      ltiKeyCipher('another-secret-another-secret-another').decrypt(row!.privateJwk),
    ).toBeNull();
    // The only live key is one written under another secret.
    await app.db.update(ltiKeys).set({ retiredAt: new Date() });
    await app.db.insert(ltiKeys).values({
      kid: 'undecryptable',
      privateJwk: ltiKeyCipher('another-secret-another-secret-another').encrypt('{}'),
      publicJwk: { kty: 'RSA', kid: 'undecryptable' },
    });
    const made = await currentSigningKey(app.db, cipher());
    expect(made.kid).not.toBe('undecryptable');
    expect(made.kid).not.toBe(before.kid);
    const [retired] = await app.db.select().from(ltiKeys).where(eq(ltiKeys.kid, 'undecryptable'));
    expect(retired!.retiredAt).not.toBeNull();
    await jwtVerify(await sign(made), createLocalJWKSet(await publishedJwks(app.db)));
  });

  it('makes one key when several first uses come at once, so every signature is by the same key', async () => {
    await app.db.delete(ltiKeys);
    const keys = await Promise.all(
      Array.from({ length: 4 }, () => currentSigningKey(app.db, cipher())),
    );
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    expect(await app.db.select().from(ltiKeys)).toHaveLength(1);
  });
});
