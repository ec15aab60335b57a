import { customType } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Dimensions of every stored embedding (Universal Sentence Encoder lite; remote models are asked for 512). */
export const EMBEDDING_DIMENSIONS = 512;

/**
 * An embedding column: pgvector's `vector(512)` where the database has pgvector, else `real[]`
 * (migrations 0002 and 0004 choose when they create it). A vector is written as a `real[]`, which
 * pgvector casts to `vector` on assignment, so one statement serves both; it reads back from
 * either form. Drizzle-kit sees `vector(512)`, the type of the default set-up.
 */
export const embeddingColumn = customType<{ data: number[]; driverData: string | number[] }>({
  dataType: () => `vector(${EMBEDDING_DIMENSIONS})`,
  toDriver: (vector) => sql`${realArrayLiteral(vector)}::real[]`,
  fromDriver: (value) => (typeof value === 'string' ? (JSON.parse(value) as number[]) : value),
});

/** `{0.1,0.2}`: PostgreSQL's array literal (pgvector's own is `[0.1,0.2]`). */
export const realArrayLiteral = (vector: readonly number[]) => `{${vector.join(',')}}`;
