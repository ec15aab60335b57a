import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { BackupCollection, StoredRow } from './collections';
import { BackupRefusedError, REFUSALS } from './format';

/** Rows read, or written, per statement: a few MB of JSON with their embeddings. */
export const ROW_BATCH = 250;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const ident = (name: string) => sql.identifier(name);
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** What exporting a collection's rows found, for the manifest. */
export type ExportedRows = {
  rows: number;
  byStatus: Record<string, number>;
  fileKeys: Set<string>;
  size: number;
  sha256: string;
};

/**
 * Writes every row of the collection to `file` as JSON Lines, in id order, a batch at a time.
 * Each row is PostgreSQL's own JSON of the row (to_jsonb): timestamps keep their microseconds and
 * float4 embeddings their shortest exact digits, so a restore writes back the very same values.
 * Embeddings are written as JSON arrays whether the column is pgvector's `vector` or `real[]`.
 */
export async function exportRows(
  db: Db,
  collection: BackupCollection,
  file: string,
  onBatch: (rowsSoFar: number) => Promise<void>,
): Promise<ExportedRows> {
  const table = ident(collection.table);
  // to_jsonb(t) holds every column; generated ones are dropped and embeddings made arrays.
  const dropped = [...collection.generatedColumns, ...collection.vectorColumns];
  const droppedArray = sql`array[${list(dropped.map((c) => sql`${c}::text`))}]::text[]`;
  const vectors = collection.vectorColumns.map((c) => sql`${c}::text, t.${ident(c)}::real[]`);
  const rowJson =
    vectors.length > 0
      ? sql`(to_jsonb(t) - ${droppedArray}) || jsonb_build_object(${list(vectors)})`
      : sql`(to_jsonb(t) - ${droppedArray})`;
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  const result: ExportedRows = { rows: 0, byStatus: {}, fileKeys: new Set(), size: 0, sha256: '' };
  let after = NIL_UUID;
  try {
    for (;;) {
      const { rows } = (await db.execute(sql`
        select t.id::text as id, (${rowJson})::text as line from ${table} t
        where t.id > ${after}::uuid order by t.id limit ${ROW_BATCH}`)) as unknown as {
        rows: Array<{ id: string; line: string }>;
      };
      if (rows.length === 0) break;
      for (const { line } of rows) {
        const row = JSON.parse(line) as StoredRow;
        const status = collection.statusColumn ? String(row[collection.statusColumn]) : 'main';
        result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
        for (const key of collection.fileKeys(row)) result.fileKeys.add(key);
        const bytes = Buffer.from(`${line}\n`, 'utf8');
        hash.update(bytes);
        result.size += bytes.length;
        if (!out.write(bytes)) await once(out, 'drain');
      }
      result.rows += rows.length;
      after = rows[rows.length - 1]!.id;
      await onBatch(result.rows);
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  result.sha256 = hash.digest('hex');
  return result;
}

/** Something that runs SQL: the database or a transaction on it. */
type Executor = Pick<Db, 'execute'>;

/** Tables restores load into before the swap: `<table>_restore_<hex>`. */
const stagingPrefix = (table: string) => `${table}_restore_`;

/** An archive's rows loaded beside the collection's table, ready to take its place. */
export type StagedRows = {
  count: number;
  /** The collection's files the staged rows name: the only files a restore may write. */
  fileKeys: Set<string>;
  /**
   * One transaction: lock the table against writers, delete every row, copy the staged rows
   * over, rebuild the search indexes.
   */
  swapIn: () => Promise<void>;
  /** Drops the staging table (after the swap, or instead of it). */
  discard: () => Promise<void>;
};

/**
 * Loads the archive's rows, a batch at a time, into a staging table beside the collection's
 * (each batch a short statement, so the embedded database keeps answering other requests) and
 * checks them against `expectedRows`. Nothing of the collection is touched: a row that is not a
 * JSON object with an id, or a count that differs, refuses the restore. Columns the archive has
 * and the table still has are copied; a column added since the backup takes its default.
 */
export async function stageRows(
  db: Db,
  collection: BackupCollection,
  archiveColumns: readonly string[],
  /** Opened only when the rows are read (a line reader started early drops what it reads). */
  lines: () => AsyncIterable<string>,
  expectedRows: number,
  onBatch: (rowsSoFar: number) => Promise<void>,
): Promise<StagedRows> {
  const table = ident(collection.table);
  const staging = `${stagingPrefix(collection.table)}${randomBytes(6).toString('hex')}`;
  const present = new Set(archiveColumns);
  const columns = collection.columns.filter((c) => present.has(c));
  const columnList = list(columns.map((c) => sql`${ident(c)}`));
  const vectorColumns = new Set(collection.vectorColumns);
  const values = columns.map((c) => {
    if (vectorColumns.has(c)) {
      // A JSON array becomes real[], which pgvector casts to `vector` on assignment.
      const json = sql`x.value -> ${c}`;
      return sql`(case when jsonb_typeof(${json}) = 'array' then translate((${json})::text, '[]', '{}')::real[] end)`;
    }
    const value = sql`r.${ident(c)}`;
    return collection.restoreExpression?.[c]?.(value) ?? value;
  });
  const withoutVectors = collection.vectorColumns.reduce<SQL>(
    (json, c) => sql`${json} - ${c}::text`,
    sql`x.value`,
  );
  const insertBatch = async (json: string) => {
    await db.execute(sql`
      insert into ${ident(staging)} (${columnList})
      select ${list(values)}
      from jsonb_array_elements(${json}::jsonb) as x(value)
      cross join lateral jsonb_populate_record(null::${table}, ${withoutVectors}) as r`);
  };

  await dropStagingTables(db, collection.table);
  // Same columns, types, defaults and NOT NULLs; no generated tsvector, no indexes to keep up.
  await db.execute(sql`create table ${ident(staging)} (like ${table} including defaults)`);
  const discard = async () => {
    await db.execute(sql`drop table if exists ${ident(staging)}`);
  };
  const fileKeys = new Set<string>();
  try {
    let batch: string[] = [];
    let count = 0;
    for await (const line of lines()) {
      if (line.length === 0) continue;
      count += 1;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw new BackupRefusedError(REFUSALS.badRow(count));
      }
      if (!row || typeof row !== 'object' || Array.isArray(row) || !('id' in row)) {
        throw new BackupRefusedError(REFUSALS.badRow(count));
      }
      for (const key of collection.fileKeys(row as StoredRow)) fileKeys.add(key);
      batch.push(line);
      if (batch.length >= ROW_BATCH) {
        await insertBatch(`[${batch.join(',')}]`);
        batch = [];
        await onBatch(count);
      }
    }
    if (batch.length > 0) await insertBatch(`[${batch.join(',')}]`);
    if (count !== expectedRows) throw new BackupRefusedError(REFUSALS.rowCount);
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    count: expectedRows,
    fileKeys,
    discard,
    swapIn: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${table} in exclusive mode`);
        const rebuilt = await dropSearchIndexes(tx, collection.table);
        await tx.execute(sql`delete from ${table}`);
        await tx.execute(
          sql`insert into ${table} (${columnList}) select ${columnList} from ${ident(staging)}`,
        );
        for (const definition of rebuilt) await tx.execute(sql.raw(definition));
      }),
  };
}

/** Staging tables a stopped restore left behind (only one restore runs at a time). */
async function dropStagingTables(db: Db, table: string): Promise<void> {
  const { rows } = (await db.execute(sql`
    select tablename as name from pg_tables
    where schemaname = 'public' and starts_with(tablename, ${stagingPrefix(table)})`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  for (const { name } of rows) await db.execute(sql`drop table if exists ${ident(name)}`);
}

/**
 * Drops the table's search indexes (HNSW over embeddings, GIN over the tsvector) and returns the
 * statements that make them again. Built once over every row they take a fraction of the time
 * that updating them row by row does (pgvector's own advice for loading data). Unique and
 * primary-key indexes stay: they are constraints.
 */
async function dropSearchIndexes(tx: Executor, table: string): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_am am on am.oid = i.relam
    where t.relname = ${table} and t.relnamespace = 'public'::regnamespace
      and not x.indisunique and not x.indisprimary and am.amname in ('hnsw', 'gin')`)) as unknown as {
    rows: Array<{ name: string; definition: string }>;
  };
  for (const { name } of rows) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  return rows.map((r) => r.definition);
}
