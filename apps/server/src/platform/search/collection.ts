import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** What a searchable table must have: an id, a generated tsvector and an embedding with its model. */
export type SearchableTable = PgTable & {
  id: AnyPgColumn;
  searchVector: AnyPgColumn;
  embedding: AnyPgColumn;
  embeddingModel: AnyPgColumn;
};

export type ColumnMap = Record<string, AnyPgColumn>;

/** A row as read with `columns`. */
export type RowOf<TColumns extends ColumnMap> = SelectResultFields<TColumns>;

/**
 * Everything the search module needs to know about one collection. Adding a collection (articles,
 * say) is one of these plus a line in composition/search.ts; the table declares its weighted
 * tsvector with `weightedSearchVector` (platform/db/searchVector.ts) and an `embedding` column.
 */
export type SearchCollection<
  TColumns extends ColumnMap = ColumnMap,
  TItem = unknown,
  TSource = RowOf<TColumns>,
> = {
  /** Names the collection in logs and cache keys. */
  name: string;
  table: SearchableTable;
  /** Columns read for results (large columns such as data tables stay behind). */
  columns: TColumns;
  /** The API shape of a row; `similarity` (0..1) is given for semantic results. */
  present: (row: RowOf<TColumns>, similarity?: number) => TItem;
  /** The text the embedder reads for a row (or for a row about to be written). */
  embeddingText: (source: TSource) => string;
  /** Rows a search may return (e.g. published only); all when absent. */
  searchable?: SQL;
  /** Rows that should have embeddings (e.g. not deleted); all when absent. */
  embeddable?: SQL;
  /** Tie-break among equal ranks: the collection's own list order. */
  order: SQL[];
  /** Default result counts, and the similarity under which semantic results are left out. */
  limits: { text: number; semantic: number; minSimilarity: number };
};

/**
 * Declares a collection with its types inferred from the columns and presenter. The embedding text
 * must accept a row as read with `columns`: the backfill embeds stored rows with it.
 */
export const defineCollection = <TColumns extends ColumnMap, TItem, TSource = RowOf<TColumns>>(
  collection: SearchCollection<TColumns, TItem, TSource> &
    (RowOf<TColumns> extends TSource ? unknown : { embeddingText: never }),
): SearchCollection<TColumns, TItem, TSource> => collection;
