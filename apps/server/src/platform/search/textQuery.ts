import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const MAX_QUERY_WORDS = 16;

/**
 * A prefix-matching tsquery from free text ('warm plan' -> 'warm:* & plan:*'). Only letters and
 * digits reach the query, so user input can never form tsquery syntax. Null when nothing is left.
 */
export function prefixTsQuery(query: string, join: 'and' | 'or'): string | null {
  const words =
    query
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? [];
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(join === 'and' ? ' & ' : ' | ');
}

/** Weighted full-text match and rank on a generated tsvector column. */
export function textSearchTerms(
  vectorColumn: SQLWrapper,
  tsquery: string,
): { where: SQL; rank: SQL<number> } {
  const q = sql`to_tsquery('english', ${tsquery})`;
  return {
    where: sql`${vectorColumn} @@ ${q}`,
    rank: sql<number>`ts_rank_cd(${vectorColumn}, ${q}, 1)`,
  };
}

/**
 * Runs a text search with every word required, and if that finds nothing, with any word, so a
 * long question still finds what shares its key terms.
 */
export async function textSearchAndThenAny<T>(
  query: string,
  run: (tsquery: string) => Promise<T[]>,
): Promise<T[]> {
  const all = prefixTsQuery(query, 'and');
  if (!all) return [];
  const strict = await run(all);
  if (strict.length > 0) return strict;
  const any = prefixTsQuery(query, 'or');
  return any && any !== all ? run(any) : strict;
}
