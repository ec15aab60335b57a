import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { BACKUP_PREFIX, type BackupType } from '@dsb/core';
import { articles } from '../../articles';
import { evidence } from '../../evidence';
import { isValidKey } from '../../../platform/storage/storage';

/** A row as the backup stores it: column name -> JSON value, as PostgreSQL's to_jsonb gives it. */
export type StoredRow = Record<string, unknown>;

/** What a backup needs to know about one collection's table. */
export type BackupCollection = {
  kind: BackupType;
  /** The SQL name of the table. */
  table: string;
  /** Every stored column; generated ones (the tsvector) are rebuilt by the database. */
  columns: readonly string[];
  /** Columns the database computes (the tsvector): not stored, rebuilt on restore. */
  generatedColumns: readonly string[];
  /** Embedding columns: pgvector's `vector` or `real[]`, stored as a JSON array either way. */
  vectorColumns: readonly string[];
  /** The column holding a row's status (main, temp, deleted), if the collection has them. */
  statusColumn: string | null;
  /**
   * Storage keys of the files a row names (its image) in the collection's own folders, to go
   * into the archive beside it. A restore writes these and nothing else.
   */
  fileKeys: (row: StoredRow) => string[];
  /** True for a key in one of the collection's own folders (the only ones a restore writes). */
  ownsFile: (key: string) => boolean;
  /**
   * Per-column SQL for a restored value where it cannot be copied as it is; `value` is the
   * column read from the archive row.
   */
  restoreExpression?: Partial<Record<string, (value: SQL) => SQL>>;
};

/** Column names of a table, without generated ones, and which of them hold embeddings. */
function columnsOf(table: PgTable) {
  const all = getTableConfig(table).columns;
  const stored = all.filter((column) => !column.generated);
  return {
    columns: stored.map((column) => column.name),
    generatedColumns: all.filter((column) => column.generated).map((column) => column.name),
    vectorColumns: stored
      .filter((column) => column.getSQLType().startsWith('vector'))
      .map((column) => column.name),
  };
}

const FILES_PATH = '/files/';

/**
 * Where evidence images are stored: the seeded chart library and scraped charts. An item added by
 * hand may point at another file (an admin's upload); that file is not the collection's, so a
 * backup does not carry it and a restore never writes it.
 */
const EVIDENCE_FOLDERS = ['charts/', 'scraped/'] as const;
const ownsEvidenceFile = (key: string) =>
  isValidKey(key) &&
  !key.startsWith(BACKUP_PREFIX) &&
  EVIDENCE_FOLDERS.some((folder) => key.startsWith(folder));

/** The key of an app file path (/files/<key>) or a stored key, if the collection owns it. */
function keyOf(value: unknown, fromPath: boolean): string | null {
  if (typeof value !== 'string') return null;
  const key = fromPath
    ? value.startsWith(FILES_PATH)
      ? value.slice(FILES_PATH.length)
      : ''
    : value;
  return ownsEvidenceFile(key) ? key : null;
}

export const BACKUP_COLLECTIONS: Record<BackupType, BackupCollection> = {
  evidence: {
    kind: 'evidence',
    table: 'evidence',
    ...columnsOf(evidence),
    statusColumn: 'status',
    // Scraped and seeded charts keep their key; items added by hand may have only the app path.
    fileKeys: (row) => {
      const keys = [keyOf(row.image_key, false), keyOf(row.image_url, true)];
      return [...new Set(keys.filter((k): k is string => k !== null))];
    },
    ownsFile: ownsEvidenceFile,
    // The admin who deleted an item may have been deleted since: the item is kept, unattributed.
    restoreExpression: {
      deleted_by: (value) =>
        sql`(case when exists (select 1 from users u where u.id = ${value}) then ${value} end)`,
    },
  },
  articles: {
    kind: 'articles',
    table: 'articles',
    ...columnsOf(articles),
    statusColumn: null,
    // An article's image is the page's own (an outside address), not a stored file.
    fileKeys: () => [],
    ownsFile: () => false,
  },
};
