import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectTables, type TableDoc } from '../apiDocs/dataModel';
import { problemsOf, serviceProblemsOf, type PrivacyItem } from '../platform/privacy/declaration';
import { PRIVACY_INVENTORY } from './privacyInventory';

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, '..');
const CORE_SRC = path.resolve(here, '../../../../packages/core/src');

/** The product's own source files: tests, test support and the declarations themselves left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    const skip = /(\.test\.ts|[tT]estSupport\.ts|\.d\.ts|^privacy\.ts)$/.test(entry.name);
    return entry.name.endsWith('.ts') && !skip && !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/**
 * How storage prefixes are found: by reading the source. Keys are built where they are needed
 * (`uploads/${userId}/...`, `videos/${userId}/...`, core's BACKUP_PREFIX = 'backups/'), so a
 * registry each feature had to remember to fill in would miss exactly the prefix nobody thought
 * of. A key under a new prefix looks like a template literal starting `word/${` or a string that is
 * exactly 'word/'; every such start must be a declared prefix or be listed in NOT_STORAGE_KEYS.
 * A prefix built in any other way (from a variable alone) escapes this scan: keep keys literal.
 */
const KEY_START = /[`'"]([a-z][a-z0-9-]*\/)(?:\$\{|[`'"])/g;

/** Starts that look like storage keys but are not, and why. */
const NOT_STORAGE_KEYS: Record<string, string> = {
  'files/': 'the stored files inside a backup archive (features/backups/archive/format.ts)',
  'rows/': 'the rows of a collection inside a backup archive',
  'pgdata/': 'the database folder inside DATA_DIR and inside an install backup',
  'stories/':
    'the readable story pages inside a data-export ZIP (features/dataExport/storyCopies.ts)',
};

/** Each key start found in the source, with the files it appears in. */
function keyStartsInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...sourceFiles(SRC), ...sourceFiles(CORE_SRC)]) {
    for (const [, start = ''] of readFileSync(file, 'utf8').matchAll(KEY_START)) {
      found.set(start, [...(found.get(start) ?? []), relative(file)]);
    }
  }
  return found;
}

/** The folders holding a privacy.ts, relative to apps/server/src. */
function privacyFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return privacyFolders(full);
    return entry.name === 'privacy.ts' ? [relative(dir)] : [];
  });
}

/** Where caches are made: each such file's folder declares its caches. */
const CACHE_MADE = /new (TtlCache|DiskLruCache|QueryVectorCache)\b/;
/** Caches made outside the folder that declares them. */
const CACHE_DECLARED_BY: Record<string, string> = {
  'composition/search.ts': 'platform/search',
};

/** The inventory folder a source file belongs to: the nearest enclosing folder with a privacy.ts. */
function folderOf(file: string): string | undefined {
  let dir = path.posix.dirname(file);
  while (dir !== '.' && !(dir in PRIVACY_INVENTORY)) dir = path.posix.dirname(dir);
  return dir === '.' ? undefined : dir;
}

/**
 * How code that sends requests out of the server is found: by what it uses to send them. The
 * guarded fetch (platform/net/outboundFetch), undici, the global fetch, the S3 client and the
 * OpenID client are every way the server reaches another host today; a new way (an SMTP client, a
 * WebSocket) belongs in this pattern when it is added.
 */
const SENDS_OUT =
  /net\/outboundFetch'|from 'undici'|\bfetch\(|@aws-sdk\/client-s3|from 'openid-client'|from 'nodemailer'|new WebSocket\(/;
/** Files that send out but declare no service, and why. */
const NOT_A_SERVICE: Record<string, string> = {
  'platform/net/outboundFetch.ts': 'the guard itself: the code calling it declares the service',
  'features/lti/testPlatform.ts': 'a local stand-in LTI platform for tests and e2e runs',
};

const KIND_OF = { tables: 'table', storage: 'storage', caches: 'cache' } as const;
type Entry = {
  kind: (typeof KIND_OF)[keyof typeof KIND_OF];
  name: string;
  home: string;
  item: PrivacyItem;
};

const entries: Entry[] = Object.entries(PRIVACY_INVENTORY).flatMap(([home, declaration]) =>
  (Object.keys(KIND_OF) as Array<keyof typeof KIND_OF>).flatMap((group) =>
    Object.entries(declaration[group]).map(([name, item]) => ({
      kind: KIND_OF[group],
      name,
      home,
      item,
    })),
  ),
);

/** True when deleting a users row deletes this table's rows: a chain of ON DELETE CASCADE keys. */
function cascadesFromUsers(
  tables: Map<string, TableDoc>,
  name: string,
  seen = new Set<string>(),
): boolean {
  if (seen.has(name)) return false;
  seen.add(name);
  return (tables.get(name)?.references ?? []).some(
    (ref) =>
      ref.onDelete === 'cascade' &&
      (ref.table === 'users' || cascadesFromUsers(tables, ref.table, seen)),
  );
}

describe('the data inventory (docs/privacy.md)', () => {
  // Imports every tables.ts once for the tests below.
  const loaded = collectTables(SRC);

  it('declares every table in the privacy.ts beside its tables.ts, and no table that does not exist', async () => {
    const tables = await loaded;
    const undeclared = tables
      .filter((t) => !PRIVACY_INVENTORY[path.posix.dirname(t.home)]?.tables[t.name])
      .map((t) => `${t.name} (declare it in ${path.posix.dirname(t.home)}/privacy.ts)`);
    expect(undeclared, 'tables without a privacy declaration').toEqual([]);
    const names = new Set(tables.map((t) => t.name));
    const unknown = entries.filter((e) => e.kind === 'table' && !names.has(e.name));
    expect(
      unknown.map((e) => `${e.home}: ${e.name}`),
      'declared tables that do not exist',
    ).toEqual([]);
  });

  it('declares every storage prefix the code writes under, each once, and none that is not used', () => {
    const starts = keyStartsInSource();
    const declared = entries.filter((e) => e.kind === 'storage');
    const declaredNames = new Set(declared.map((e) => e.name));
    const undeclared = [...starts]
      .filter(([start]) => !declaredNames.has(start) && !(start in NOT_STORAGE_KEYS))
      .map(([start, files]) => `${start} (in ${files.join(', ')})`);
    expect(undeclared, 'storage prefixes without a privacy declaration').toEqual([]);
    expect(
      declared.filter((e) => !starts.has(e.name)).map((e) => e.name),
      'unused',
    ).toEqual([]);
    expect(declared.length, 'a prefix declared twice').toBe(declaredNames.size);
    const malformed = declared.filter((e) => !/^[a-z][a-z0-9-]*\/$/.test(e.name));
    expect(
      malformed.map((e) => e.name),
      "a prefix is a folder name ending in '/'",
    ).toEqual([]);
  });

  it('declares caches in the folder that makes them', () => {
    const silent = sourceFiles(SRC)
      .filter((file) => CACHE_MADE.test(readFileSync(file, 'utf8')))
      .map(relative)
      .filter((file) => {
        const home = CACHE_DECLARED_BY[file] ?? folderOf(file);
        return !home || Object.keys(PRIVACY_INVENTORY[home]?.caches ?? {}).length === 0;
      });
    expect(silent, 'files that make a cache their folder does not declare').toEqual([]);
  });

  it('declares an external service in every folder whose code sends requests out', () => {
    const silent = sourceFiles(SRC)
      .filter((file) => SENDS_OUT.test(readFileSync(file, 'utf8')))
      .map(relative)
      .filter((file) => !(file in NOT_A_SERVICE))
      .filter((file) => {
        const home = folderOf(file);
        return !home || Object.keys(PRIVACY_INVENTORY[home]?.external ?? {}).length === 0;
      });
    expect(silent, 'files that send requests out without a declared external service').toEqual([]);
    const unused = Object.keys(NOT_A_SERVICE).filter(
      (file) => !SENDS_OUT.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(unused, 'NOT_A_SERVICE entries that no longer send out').toEqual([]);
  });

  it('lists every privacy.ts in composition/privacyInventory.ts', () => {
    expect(Object.keys(PRIVACY_INVENTORY).sort()).toEqual(privacyFolders(SRC).sort());
  });

  it('says nothing that contradicts itself', () => {
    const problems = entries.flatMap((e) =>
      problemsOf(e.item).map((problem) => `${e.home} ${e.kind} ${e.name}: ${problem}`),
    );
    const services = Object.entries(PRIVACY_INVENTORY).flatMap(([home, declaration]) =>
      Object.entries(declaration.external).flatMap(([name, service]) =>
        serviceProblemsOf(service).map((problem) => `${home} external ${name}: ${problem}`),
      ),
    );
    expect([...problems, ...services]).toEqual([]);
  });

  it('claims of the schema hold: cascades, emptied keys, and tables that point at a person', async () => {
    const tables = new Map((await loaded).map((t) => [t.name, t]));
    const wrong: string[] = [];
    for (const { kind, name, item } of entries) {
      const table = tables.get(name);
      if (kind !== 'table' || !table) continue;
      const cascades = cascadesFromUsers(tables, name);
      const pointsAtUsers = table.references.filter((ref) => ref.table === 'users');
      if (item.deletion.how === 'cascade' && !cascades) {
        wrong.push(`${name} says 'cascade', but no ON DELETE CASCADE chain reaches users`);
      }
      if (item.deletion.how === 'left behind' && cascades) {
        wrong.push(`${name} says 'left behind', but the database deletes it with the user`);
      }
      if (
        item.deletion.how === 'unlinked' &&
        !pointsAtUsers.some((r) => r.onDelete === 'set null')
      ) {
        wrong.push(`${name} says 'unlinked', but has no ON DELETE SET NULL key to users`);
      }
      if (item.holds === 'none' && (pointsAtUsers.length > 0 || cascades)) {
        wrong.push(`${name} holds 'none', but its rows belong to a user`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
