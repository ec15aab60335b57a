import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

type Weight = 'A' | 'B' | 'C' | 'D';

const COLUMN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The expression of a generated, weighted English `tsvector` column: each weight's columns are
 * joined with spaces (a missing value counts as empty). A searchable collection declares its text
 * fields here, e.g. `{ A: ['label'], B: ['description', 'search_terms'] }`.
 */
export function weightedSearchVector(weights: Partial<Record<Weight, readonly string[]>>): SQL {
  const parts = (Object.entries(weights) as Array<[Weight, readonly string[]]>).map(
    ([weight, columns]) => {
      for (const column of columns) {
        if (!COLUMN_NAME.test(column)) throw new Error(`not a column name: ${column}`);
      }
      const text = columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
      return `setweight(to_tsvector('english', ${text}), '${weight}')`;
    },
  );
  return sql.raw(parts.join(' || '));
}

/** `tsvector` for weighted full-text search (not in drizzle's built-in types). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
