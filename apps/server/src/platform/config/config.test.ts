import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** Environment for one case; SESSION_SECRET is set so no secret file is written to ./data. */
const env = (vars: Record<string, string> = {}) => ({ SESSION_SECRET: 'fixed-secret', ...vars });
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'dsb-config-'));
const GOOGLE = { GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret' };

describe('loadConfig defaults', () => {
  const config = loadConfig(env());

  it('runs offline on port 3000 with PGlite under an absolute ./data', () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.env).toBe('development');
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({
      kind: 'pglite',
      dir: path.join(config.dataDir, 'pgdata'),
      worker: true,
      sharedBuffersMb: 32,
    });
    expect(config.publicUrl).toBeUndefined();
  });

  it('turns on development sign-in with admin@example.com as the admin, and 30-day sessions', () => {
    expect(config.google).toBeNull();
    expect(config.devLoginEnabled).toBe(true);
    expect([...config.adminEmails]).toEqual(['admin@example.com']);
    expect(config.sessionTtlMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(config.authRateLimitPerMinute).toBe(60);
  });

  it('uses an in-memory database when asked (tests)', () => {
    expect(loadConfig(env(), { inMemoryDb: true }).database).toEqual({
      kind: 'pglite',
      dir: null,
      worker: true,
      sharedBuffersMb: 32,
    });
  });

  it("sizes the embedded database's page cache (PGLITE_SHARED_BUFFERS_MB)", () => {
    const database = loadConfig(env({ PGLITE_SHARED_BUFFERS_MB: '128' })).database;
    expect(database).toMatchObject({ kind: 'pglite', sharedBuffersMb: 128 });
    expect(() => loadConfig(env({ PGLITE_SHARED_BUFFERS_MB: '0' }))).toThrow(
      /PGLITE_SHARED_BUFFERS_MB/,
    );
  });
});

describe('loadConfig values', () => {
  it('DATABASE_URL selects PostgreSQL', () => {
    const url = 'postgres://dsb:pw@db.internal:5432/dsb';
    expect(loadConfig(env({ DATABASE_URL: url })).database).toEqual({ kind: 'postgres', url });
    const alt = 'postgresql://db/dsb';
    expect(loadConfig(env({ DATABASE_URL: alt })).database).toEqual({ kind: 'postgres', url: alt });
  });

  it('a relative DATA_DIR is resolved to an absolute path', () => {
    const config = loadConfig(env({ DATA_DIR: 'var/dsb' }));
    expect(config.dataDir).toBe(path.resolve('var/dsb'));
  });

  it('PUBLIC_URL loses its trailing slashes; blank values count as unset', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://stories.example.org//' })).publicUrl).toBe(
      'https://stories.example.org',
    );
    expect(loadConfig(env({ PUBLIC_URL: '  ', DATABASE_URL: '' })).database.kind).toBe('pglite');
  });

  it('Google settings need both the id and the secret, and then turn development sign-in off', () => {
    expect(loadConfig(env({ GOOGLE_CLIENT_ID: 'only-id' })).google).toBeNull();
    const config = loadConfig(env(GOOGLE));
    expect(config.google).toEqual({
      clientId: 'id.apps.example',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.devLoginEnabled).toBe(false);
    expect(config.adminEmails.size).toBe(0); // no default admin without development sign-in
    expect(loadConfig(env({ ...GOOGLE, AUTH_DEV_LOGIN: '1' })).devLoginEnabled).toBe(true);
  });

  it('ADMIN_EMAILS is split on commas, trimmed, lowercased and replaces the default', () => {
    const config = loadConfig(env({ ADMIN_EMAILS: ' Teacher@School.ORG ,, head@school.org , ' }));
    expect([...config.adminEmails].sort()).toEqual(['head@school.org', 'teacher@school.org']);
  });
});

describe('SEED_CONTENT', () => {
  const sets = (value?: string) =>
    [...loadConfig(env(value === undefined ? {} : { SEED_CONTENT: value })).seedContent].sort();

  it('seeds everything by default, nothing with 0, or the listed sets', () => {
    expect(sets()).toEqual(['evidence', 'prompts']);
    expect(sets('1')).toEqual(['evidence', 'prompts']);
    expect(sets('0')).toEqual([]);
    expect(sets('false')).toEqual([]);
    expect(sets('prompts')).toEqual(['prompts']);
    expect(sets(' Evidence , prompts ')).toEqual(['evidence', 'prompts']);
    expect(() => sets('charts')).toThrow(ConfigError);
  });
});

describe('loadConfig refuses bad configuration with a ConfigError', () => {
  it.each([
    ['a DATABASE_URL that is not PostgreSQL', { DATABASE_URL: 'mysql://db/dsb' }, /DATABASE_URL/],
    ['a PORT out of range', { PORT: '70000' }, /PORT/],
    ['a PORT that is not a number', { PORT: 'eighty' }, /PORT/],
    ['a PUBLIC_URL that is not a URL', { PUBLIC_URL: 'stories.example.org' }, /PUBLIC_URL/],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, /NODE_ENV/],
    ['a flag that is not a flag', { AUTH_DEV_LOGIN: 'yes' }, /AUTH_DEV_LOGIN/],
  ])('%s', (_case, vars, message) => {
    expect(() => loadConfig(env(vars))).toThrow(ConfigError);
    expect(() => loadConfig(env(vars))).toThrow(message);
  });
});

describe('sign-in modes in production', () => {
  it('without Google and AUTH_DEV_LOGIN: password accounts only, no default admin e-mail', () => {
    const config = loadConfig(env({ NODE_ENV: 'production' }));
    expect(config.devLoginEnabled).toBe(false);
    expect(config.google).toBeNull();
    expect([...config.adminEmails]).toEqual([]);
  });

  it('development sign-in only with AUTH_DEV_LOGIN=1, beside Google or not', () => {
    expect(loadConfig(env({ NODE_ENV: 'production', ...GOOGLE })).devLoginEnabled).toBe(false);
    const devInProd = loadConfig(env({ NODE_ENV: 'production', AUTH_DEV_LOGIN: '1' }));
    expect(devInProd.devLoginEnabled).toBe(true);
  });
});

describe('SESSION_SECRET', () => {
  it('is generated once, kept private under DATA_DIR and reused', () => {
    const dataDir = path.join(tempDir(), 'not-yet-created');
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = path.join(dataDir, 'session-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('differs between data directories', () => {
    const a = loadConfig({ DATA_DIR: tempDir() }).sessionSecret;
    const b = loadConfig({ DATA_DIR: tempDir() }).sessionSecret;
    expect(a).not.toBe(b);
  });

  it('from the environment wins and writes nothing', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: ' s3cret ' }).sessionSecret).toBe(
      's3cret',
    );
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) =>
    loadConfig(env(value === undefined ? {} : { TRUST_PROXY: value })).trustProxy;

  it('is off by default, and PUBLIC_URL alone does not turn it on', () => {
    expect(trust()).toBe(false);
    expect(loadConfig(env({ PUBLIC_URL: 'https://stories.example.org' })).trustProxy).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a hop count or the proxy addresses and CIDRs', () => {
    expect(trust('1')).toBe(1);
    expect(trust(' 10.0.0.5 , 10.1.0.0/16,::1, loopback ')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/2'])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => trust(value)).toThrow(ConfigError);
      expect(() => trust(value)).toThrow(/TRUST_PROXY: expected a hop count/);
    },
  );
});

describe('background jobs and outbound fetches', () => {
  it('JOB_CONCURRENCY defaults to 2; 0 takes no job work', () => {
    expect(loadConfig(env()).jobConcurrency).toBe(2);
    expect(loadConfig(env({ JOB_CONCURRENCY: '0' })).jobConcurrency).toBe(0);
  });

  it('OUTBOUND_ALLOW takes exact host:port pairs, and refuses anything else', () => {
    expect(loadConfig(env()).outboundAllow).toEqual(new Set());
    expect(
      loadConfig(env({ OUTBOUND_ALLOW: 'Intranet.School:8080, 127.0.0.1:4000,[::1]:81' }))
        .outboundAllow,
    ).toEqual(new Set(['intranet.school:8080', '127.0.0.1:4000', '[::1]:81']));
    expect(() => loadConfig(env({ OUTBOUND_ALLOW: 'intranet.school' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ OUTBOUND_ALLOW: '10.0.0.0/8:80' }))).toThrow(ConfigError);
  });
});
