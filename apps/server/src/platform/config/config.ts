import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadAiSettings, type AiSettings } from '../languageModel/aiSettings';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../db/pgliteDefaults';
import {
  parseOutboundAllow,
  parseSourceNames,
  parseTrustProxy,
  type TrustProxy,
} from './envParsers';

export type { TrustProxy };

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A switch that is on unless set to 0 or false. */
const onUnlessOff = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v !== '0' && v !== 'false');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** Content seeded on first start; SEED_CONTENT=prompts seeds only prompts (a faster test app). */
export const SEED_SETS = ['prompts', 'evidence'] as const;
export type SeedSet = (typeof SEED_SETS)[number];

/** Every environment variable the server reads (docs/config.md). Optional: defaults run offline. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
  ),
  SESSION_SECRET: optionalString,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com'),
  AUTH_DEV_LOGIN: flag,
  TRUST_PROXY: optionalString.transform((v, ctx) => parseTrustProxy(v, ctx)),
  ADMIN_EMAILS: optionalString,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PGLITE_WORKER: onUnlessOff,
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  SEARCH_TRANSLATE_QUERIES: onUnlessOff,
  EMBEDDER_WORKER: onUnlessOff,
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(100),
  MAX_DB_QUEUE: z.coerce.number().int().min(0).default(200),
  RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  ALLOW_PRIVATE_FETCH: flag,
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  SCRAPE_PAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  OUTBOUND_ALLOW: optionalString.transform((v, ctx) => parseOutboundAllow(v, ctx)),
  EMBEDDINGS_BASE_URL: optionalString.pipe(z.url().optional()),
  EMBEDDINGS_MODEL: optionalString,
  EMBEDDINGS_API_KEY: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  IMAGE_SEARCH_PROVIDER: optionalString.pipe(z.enum(['pexels', 'google']).optional()),
  IMAGE_SEARCH_API_KEY: optionalString,
  IMAGE_SEARCH_ENGINE_ID: optionalString,
  IMAGE_SEARCH_BASE_URL: optionalString.pipe(z.url().optional()),
  GIF_SEARCH_PROVIDER: optionalString.pipe(z.enum(['giphy']).optional()),
  GIF_SEARCH_API_KEY: optionalString,
  GIF_SEARCH_BASE_URL: optionalString.pipe(z.url().optional()),
  NEWS_API_KEY: optionalString,
  NEWS_API_BASE_URL: optionalString.pipe(z.url().optional()),
  NEWS_SOURCE_NAMES: optionalString.transform((v, ctx) => parseSourceNames(v, ctx)),
  NEWS_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  NEWS_API_DAILY_BUDGET: z.coerce.number().int().min(0).default(100),
  TTS_CACHE_MB: z.coerce.number().int().min(0).max(100_000).default(200),
  FFMPEG_PATH: optionalString,
  SEED_CONTENT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim().toLowerCase();
      if (value === '0' || value === 'false') return new Set<SeedSet>();
      if (value === '' || value === '1' || value === 'true') return new Set(SEED_SETS);
      const sets = value.split(',').map((s) => s.trim());
      const unknown = sets.filter((s) => !(SEED_SETS as readonly string[]).includes(s));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `expected 0, 1 or a list of ${SEED_SETS.join(', ')}; got ${unknown.join(', ')}`,
        });
        return z.NEVER;
      }
      return new Set(sets as SeedSet[]);
    }),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  /**
   * PGlite runs in a worker thread unless PGLITE_WORKER=0 (quicker to start, for tests), with
   * PostgreSQL's page cache (shared_buffers) of PGLITE_SHARED_BUFFERS_MB.
   */
  database:
    | { kind: 'pglite'; dir: string | null; worker: boolean; sharedBuffersMb?: number }
    | { kind: 'postgres'; url: string };
  /** Back-pressure: past either limit requests get 503 + Retry-After (0 turns a limit off). */
  pressure: { maxEventLoopDelayMs: number; maxDbQueue: number; retryAfterSeconds: number };
  sessionSecret: string;
  sessionTtlMs: number;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * Where the Google Slides export uploads (Google's API origin; tests point it at a local
   * stand-in). The export is on whenever `google` is configured (docs/exports.md).
   */
  googleApiBaseUrl: string;
  devLoginEnabled: boolean;
  /**
   * Development sign-in answers every address only when AUTH_DEV_LOGIN=1 says so; otherwise it
   * answers loopback requests only, so a default install cannot be taken over from the network.
   */
  devLoginFromAnyAddress: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the proxy's addresses/CIDRs (TRUST_PROXY). */
  trustProxy: TrustProxy;
  adminEmails: ReadonlySet<string>;
  authRateLimitPerMinute: number;
  logLevel: string;
  webDistDir: string | undefined;
  allowPrivateFetch: boolean;
  /** OUTBOUND_ALLOW: exact `host:port` targets outbound fetches may reach on private addresses. */
  outboundAllow: ReadonlySet<string>;
  /** Background job items this server works on at once (0: it takes no job work). */
  jobConcurrency: number;
  /** SCRAPE_PAGE_TIMEOUT_MS: how long the scraper waits for one web page before giving it up. */
  scrapePageTimeoutMs: number;
  embeddings: { baseUrl: string; model: string; apiKey: string | undefined } | null;
  /** The local sentence embedder runs in a worker thread unless EMBEDDER_WORKER=0 (tests). */
  embedderWorker: boolean;
  /** Searches in Spanish, French, German, Arabic or Chinese run on their English words (docs/product/languages.md). */
  translateSearchQueries: boolean;
  /** S3-compatible object storage; null keeps files on local disk under DATA_DIR/files. */
  s3: S3Config | null;
  /** What to seed on first start: prompts and charts (off only in tests that need an empty database). */
  seedContent: ReadonlySet<SeedSet>;
  /** Web image search for the editor (null: the app's own library only). */
  imageSearch: ImageSearchConfig | null;
  gifSearch: GifSearchConfig | null;
  /** Headlines: the news service (NEWS_API_KEY; null: the article library only) and display names. */
  news: {
    newsApi: { apiKey: string; baseUrl: string | undefined } | null;
    sourceNames: Readonly<Record<string, string>>;
    /** Headline searches one user may make in a clock minute (NEWS_SEARCHES_PER_MINUTE). */
    searchesPerMinute: number;
    /** News service calls all users together may cause in a UTC day; 0: no limit. */
    dailyBudget: number;
  };
  /** Spoken audio kept on disk under DATA_DIR/cache/speech (TTS_CACHE_MB; 0 keeps none). */
  speechCacheBytes: number;
  /** FFMPEG_PATH: an ffmpeg to use instead of the `ffmpeg` on the PATH (Debian's package). */
  ffmpegPath: string | undefined;
  /** AI help: the model (LLM_*; null: the offline guide) and the per-user limits (aiSettings.ts). */
  ai: AiSettings;
};

/** `baseUrl` replaces the provider's API origin (tests point it at a local fake). */
export type ImageSearchConfig =
  | { provider: 'pexels'; apiKey: string; baseUrl: string | undefined }
  | { provider: 'google'; apiKey: string; engineId: string; baseUrl: string | undefined };
export type GifSearchConfig = { provider: 'giphy'; apiKey: string; baseUrl: string | undefined };

export type S3Config = {
  bucket: string;
  /** For MinIO and other S3-compatible services; implies path-style addressing. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the AWS SDK's default chain (env, profile, IAM role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class ConfigError extends Error {}

/** The secret signs session cookies; when not configured it is generated once and kept in DATA_DIR. */
function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** One typed, validated reading of the environment. `inMemoryDb` is for tests. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { inMemoryDb?: boolean } = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: e.GOOGLE_ISSUER,
        }
      : null;
  // Production without Google runs on password accounts alone (the first admin comes from the
  // one-time link logged at start): development sign-in, where anyone can be anyone, is on there
  // only when AUTH_DEV_LOGIN=1 asks for it.
  const devLoginEnabled = e.AUTH_DEV_LOGIN || (!google && e.NODE_ENV !== 'production');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  if (e.IMAGE_SEARCH_PROVIDER && !e.IMAGE_SEARCH_API_KEY) {
    throw new ConfigError('IMAGE_SEARCH_PROVIDER needs IMAGE_SEARCH_API_KEY.');
  }
  if (e.IMAGE_SEARCH_PROVIDER === 'google' && !e.IMAGE_SEARCH_ENGINE_ID) {
    throw new ConfigError('IMAGE_SEARCH_PROVIDER=google needs IMAGE_SEARCH_ENGINE_ID.');
  }
  if (e.GIF_SEARCH_PROVIDER && !e.GIF_SEARCH_API_KEY) {
    throw new ConfigError('GIF_SEARCH_PROVIDER needs GIF_SEARCH_API_KEY.');
  }
  const adminList = e.ADMIN_EMAILS ?? (devLoginEnabled ? 'admin@example.com' : '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dir: options.inMemoryDb ? null : path.join(dataDir, 'pgdata'),
          worker: e.PGLITE_WORKER,
          sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
        },
    pressure: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      maxDbQueue: e.MAX_DB_QUEUE,
      retryAfterSeconds: e.RETRY_AFTER_SECONDS,
    },
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    google,
    googleApiBaseUrl: e.GOOGLE_API_BASE_URL.replace(/\/+$/, ''),
    devLoginEnabled,
    devLoginFromAnyAddress: e.AUTH_DEV_LOGIN,
    trustProxy: e.TRUST_PROXY,
    adminEmails: new Set(
      adminList
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH,
    jobConcurrency: e.JOB_CONCURRENCY,
    scrapePageTimeoutMs: e.SCRAPE_PAGE_TIMEOUT_MS,
    outboundAllow: e.OUTBOUND_ALLOW,
    embeddings: e.EMBEDDINGS_BASE_URL
      ? {
          baseUrl: e.EMBEDDINGS_BASE_URL,
          model: e.EMBEDDINGS_MODEL ?? 'text-embedding-3-small',
          apiKey: e.EMBEDDINGS_API_KEY,
        }
      : null,
    embedderWorker: e.EMBEDDER_WORKER,
    translateSearchQueries: e.SEARCH_TRANSLATE_QUERIES,
    seedContent: e.SEED_CONTENT,
    speechCacheBytes: e.TTS_CACHE_MB * 1024 * 1024,
    ffmpegPath: e.FFMPEG_PATH,
    ai: loadAiSettings(env, (message) => new ConfigError(message)),
    imageSearch: imageSearchConfig(e),
    news: {
      newsApi: e.NEWS_API_KEY ? { apiKey: e.NEWS_API_KEY, baseUrl: e.NEWS_API_BASE_URL } : null,
      sourceNames: { ...DEFAULT_NEWS_SOURCE_NAMES, ...e.NEWS_SOURCE_NAMES },
      searchesPerMinute: e.NEWS_SEARCHES_PER_MINUTE,
      dailyBudget: e.NEWS_API_DAILY_BUDGET,
    },
    gifSearch:
      e.GIF_SEARCH_PROVIDER && e.GIF_SEARCH_API_KEY
        ? { provider: 'giphy', apiKey: e.GIF_SEARCH_API_KEY, baseUrl: e.GIF_SEARCH_BASE_URL }
        : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
  };
}

/**
 * Source ids news services use, as readers know them (docs/product/headlines.md);
 * NEWS_SOURCE_NAMES adds more.
 */
const DEFAULT_NEWS_SOURCE_NAMES: Readonly<Record<string, string>> = {
  pew: 'Pew Research Center',
  'pew-research': 'Pew Research Center',
  ons: 'Office for National Statistics',
  'bbc-news': 'BBC News',
  'ourworldindata.org': 'Our World in Data',
};

function imageSearchConfig(e: z.infer<typeof envSchema>): ImageSearchConfig | null {
  const apiKey = e.IMAGE_SEARCH_API_KEY;
  const baseUrl = e.IMAGE_SEARCH_BASE_URL;
  if (e.IMAGE_SEARCH_PROVIDER === 'pexels' && apiKey)
    return { provider: 'pexels', apiKey, baseUrl };
  if (e.IMAGE_SEARCH_PROVIDER === 'google' && apiKey && e.IMAGE_SEARCH_ENGINE_ID) {
    return { provider: 'google', apiKey, engineId: e.IMAGE_SEARCH_ENGINE_ID, baseUrl };
  }
  return null;
}
