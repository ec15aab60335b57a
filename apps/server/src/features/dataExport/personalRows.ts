import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { PrivacyDeclaration } from '../../platform/privacy/declaration';

/**
 * One declared table, the export file its rows go to (its `export.file`) and, where declared, the
 * only key columns to users that make a row the person's (`export.ownerColumns`).
 */
export type ExportedTable = { table: string; file: string; ownerColumns?: readonly string[] };

/**
 * Columns never exported whatever the table: secrets and derived search data (a hash or token is
 * a security value, an embedding or search vector is the app's index of text that is exported).
 */
const WITHHELD_COLUMN = /(hash|secret|token|embedding|search_vector|password)/i;

/** The JSON files of the export, from the inventory: every table declared with a `.json` file. */
export function exportedTables(
  inventory: Readonly<Record<string, PrivacyDeclaration>>,
): ExportedTable[] {
  const out: ExportedTable[] = [];
  for (const declaration of Object.values(inventory)) {
    for (const [table, item] of Object.entries(declaration.tables)) {
      const rule = item.export;
      if (typeof rule === 'object' && 'file' in rule && rule.file.endsWith('.json')) {
        out.push({
          table,
          file: rule.file,
          ...(rule.ownerColumns ? { ownerColumns: rule.ownerColumns } : {}),
        });
      }
    }
  }
  return out.sort((a, b) => a.table.localeCompare(b.table));
}

/** The storage prefixes whose files the export carries (declared with a folder as file). */
export function exportedPrefixes(
  inventory: Readonly<Record<string, PrivacyDeclaration>>,
): string[] {
  const out: string[] = [];
  for (const declaration of Object.values(inventory)) {
    for (const [prefix, item] of Object.entries(declaration.storage)) {
      const rule = item.export;
      if (typeof rule === 'object' && 'file' in rule && rule.file.endsWith('/')) out.push(prefix);
    }
  }
  return out.sort();
}

type Link = { table: string; column: string; target: string; targetColumn: string };
type Row = Record<string, unknown>;

/** Single-column foreign keys between the given tables and users, read from the database. */
async function foreignKeys(db: Db): Promise<Link[]> {
  const result = await db.execute(sql`
    select cl.relname as "table", att.attname as "column",
           tcl.relname as "target", tatt.attname as "targetColumn"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class tcl on tcl.oid = con.confrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
    join pg_attribute tatt on tatt.attrelid = con.confrelid and tatt.attnum = con.confkey[1]
    where con.contype = 'f' and array_length(con.conkey, 1) = 1 and ns.nspname = current_schema()`);
  return rowsOf<Link>(result);
}

/** Drizzle's execute answers { rows } on both databases, typed loosely. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Binary values (a story's collaborative state) are left out: the JSON carries them as text elsewhere. */
function readable(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([key, value]) => !WITHHELD_COLUMN.test(key) && !(value instanceof Uint8Array),
    ),
  );
}

/**
 * Which keys make a row the person's: a key to their user row; and a key to a row of theirs in a
 * table of the same export file (the comments on their hand-in) or, for a table without a key to
 * users, in any exported table (a story's document). Keys into other files are not followed, so a
 * teacher's export does not carry every pupil's hand-in to their class.
 */
function ownershipLinks(
  { table, ownerColumns }: ExportedTable,
  links: readonly Link[],
  fileOf: Map<string, string>,
) {
  const own = links.filter(
    (l) =>
      l.table === table &&
      fileOf.has(l.target) &&
      (l.target !== 'users' || !ownerColumns || ownerColumns.includes(l.column)),
  );
  const direct = own.some((l) => l.target === 'users');
  return own.filter(
    (l) => l.target === 'users' || !direct || fileOf.get(l.target) === fileOf.get(table),
  );
}

/**
 * Rows of a declared table with no foreign key to anything exported (a roster's link from a school
 * system's id to a local account): the rows with the person's id in a column named like an id.
 */
async function unkeyedRows(
  db: Db,
  { table, ownerColumns }: ExportedTable,
  userId: string,
): Promise<Row[]> {
  const columns = rowsOf<{ name: string }>(
    await db.execute(sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name like '%\_id'`),
  ).filter((column) => !ownerColumns || ownerColumns.includes(column.name));
  if (columns.length === 0) return [];
  const matches = columns.map((c) => sql`${ident(c.name)}::text = ${userId}`);
  return rowsOf<Row>(
    await db.execute(sql`select * from ${ident(table)} where ${sql.join(matches, sql` or `)}`),
  );
}

/**
 * The person's rows of every exported table, found by the tables' foreign keys as the database
 * holds them: no list of columns to keep in step with the tables; the inventory says which tables
 * are exported at all and into which file.
 */
export async function personalRows(
  db: Db,
  userId: string,
  tables: readonly ExportedTable[],
): Promise<Map<string, Row[]>> {
  const links = await foreignKeys(db);
  const fileOf = new Map(tables.map((t) => [t.table, t.file]));
  fileOf.set('users', fileOf.get('users') ?? 'account.json');
  const users = await db.execute(sql`select * from users where id = ${userId}`);
  const raw = new Map<string, Row[]>([['users', rowsOf<Row>(users)]]);
  // Each round reaches rows one key further from the user (user → story → hand-in → comment).
  for (let round = 0; round < 4; round += 1) {
    for (const exported of tables) {
      const { table } = exported;
      if (raw.has(table)) continue;
      const wanted = ownershipLinks(exported, links, fileOf);
      if (wanted.some((l) => !raw.has(l.target))) continue;
      if (wanted.length === 0) {
        raw.set(table, await unkeyedRows(db, exported, userId));
        continue;
      }
      const conditions = wanted
        .filter((l) => raw.get(l.target)!.length > 0)
        .map((l) => {
          const values = raw.get(l.target)!.map((r) => sql`${String(r[l.targetColumn])}`);
          return sql`${ident(l.column)}::text in (${sql.join(values, sql`, `)})`;
        });
      if (conditions.length === 0) {
        raw.set(table, []);
        continue;
      }
      const result = await db.execute(
        sql`select * from ${ident(table)} where ${sql.join(conditions, sql` or `)}`,
      );
      raw.set(table, rowsOf<Row>(result));
    }
  }
  return new Map(tables.map(({ table }) => [table, (raw.get(table) ?? []).map(readable)]));
}
