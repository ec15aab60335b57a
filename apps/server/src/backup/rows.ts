import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
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

/**
 * Inside the caller's transaction: locks the table against writers, deletes every row and
 * inserts the archive's rows. Columns the archive has and the table still has are copied; a
 * column added since the backup takes its default. Throws (and so rolls back) on a row that is
 * not a JSON object with an id, or when the rows do not number `expectedRows`.
 */
export async function replaceRows(
  tx: Executor,
  collection: BackupCollection,
  archiveColumns: readonly string[],
  /** Opened only when the rows are read (a line reader started early drops what it reads). */
  lines: () => AsyncIterable<string>,
  expectedRows: number,
): Promise<number> {
  const table = ident(collection.table);
  const present = new Set(archiveColumns);
  const columns = collection.columns.filter((c) => present.has(c));
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
    await tx.execute(sql`
      insert into ${table} (${list(columns.map((c) => sql`${ident(c)}`))})
      select ${list(values)}
      from jsonb_array_elements(${json}::jsonb) as x(value)
      cross join lateral jsonb_populate_record(null::${table}, ${withoutVectors}) as r`);
  };

  await tx.execute(sql`lock table ${table} in exclusive mode`);
  await tx.execute(sql`delete from ${table}`);
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
    batch.push(line);
    if (batch.length >= ROW_BATCH) {
      await insertBatch(`[${batch.join(',')}]`);
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(`[${batch.join(',')}]`);
  if (count !== expectedRows) throw new BackupRefusedError(REFUSALS.rowCount);
  return count;
}
