import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar-stream';
import type { Db } from '../../../platform/db/client';
import { articles } from '../../articles';
import { evidence } from '../../evidence';
import { users } from '../../../platform/auth/tables';
import type { ObjectStorage } from '../../../platform/storage/storage';
import { makePng } from '../../../platform/test/images';

/** Every row of a table as PostgreSQL prints it (every column, generated ones too), in id order. */
export async function rowsAsText(db: Db, table: 'evidence' | 'articles'): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select t::text as row from ${sql.identifier(table)} t order by t.id`,
  )) as unknown as { rows: Array<{ row: string }> };
  return rows.map((r) => r.row);
}

/** The bytes stored under a key, or null. */
export async function storedBytes(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.getObject(key);
  if (!object) return null;
  return Buffer.isBuffer(object.body) ? object.body : buffer(object.body);
}

/** A vector whose values are not round in float4: the backup must keep them exactly. */
const vectorOf = (seed: number) =>
  Array.from({ length: 512 }, (_, i) => Math.sin(seed * 1000 + i) / 3 + 1e-7 * i);

/**
 * An evidence collection with every kind of value a backup must keep: the three statuses,
 * embeddings, microsecond times, arrays, JSON data tables, an admin who deleted items, files
 * named by key and by app path only, and a row whose file is missing from storage.
 */
export async function seedEvidenceCollection(db: Db, storage: ObjectStorage, count = 12) {
  const [admin] = await db
    .insert(users)
    .values({
      uid: `dev:backup-${count}@example.com`,
      email: `backup-${count}@example.com`,
      displayName: 'Backup Admin',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    const status = (['main', 'temp', 'deleted'] as const)[i % 3];
    const key = `charts/backup-${i}.png`;
    const hasFile = i !== 5;
    if (hasFile) {
      files[key] = makePng(2 + i, 3);
      await storage.putObject(key, files[key], 'image/png');
    }
    await db.insert(evidence).values({
      label: `Chart ${i}: "quoted" label, ünïcode ✓`,
      description: `Line one\nline two ${i}`,
      keywords: ['sea ice', `k${i}`, "it's"],
      topicTagStatic: i % 2 ? 'climate' : null,
      // Items added by hand may carry only the app path of their image.
      imageKey: i % 4 === 0 ? null : key,
      imageUrl: `/files/${key}`,
      width: 100 + i,
      dataTable: { columns: ['Year', 'Value'], rows: [[2000 + i, i / 3]] } as never,
      status,
      deletedAt: status === 'deleted' ? (sql`'2026-01-02 03:04:05.123456+00'` as never) : null,
      deletedBy: status === 'deleted' ? admin?.id : null,
      embedding: i % 2 ? vectorOf(i) : null,
      embeddingModel: i % 2 ? 'use-lite-512' : null,
      createdAt:
        sql`'2025-12-31 23:59:59.999999+00'::timestamptz + ${`${i} seconds`}::interval` as never,
    });
  }
  return { files };
}

export async function seedArticles(db: Db, count = 5) {
  for (let i = 0; i < count; i++) {
    await db.insert(articles).values({
      articleTitle: `Article ${i}`,
      articleContent: `Body ${i} with 42% of something`,
      articleDate: i % 2 ? '2026-02-03' : null,
      sourceUrl: `https://news.test/${i}`,
      topicTagStatic: 'economy',
      embedding: i % 2 ? vectorOf(100 + i) : null,
      embeddingModel: i % 2 ? 'use-lite-512' : null,
    });
  }
}

export type TarEntry = { name: string; body: Buffer };

/** The entries of a .tar.gz, in order. */
export async function unpackArchive(archive: Buffer): Promise<TarEntry[]> {
  const extract = tar.extract();
  const entries: TarEntry[] = [];
  const feeding = pipeline(Readable.from([archive]), createGunzip(), extract as never);
  for await (const entry of extract) {
    entries.push({ name: entry.header.name, body: await buffer(entry as never) });
  }
  await feeding;
  return entries;
}

/** A .tar.gz of these entries, in order. */
export async function packArchive(entries: readonly TarEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name }, entry.body);
  pack.finalize();
  return buffer(pack.pipe(createGzip()));
}
