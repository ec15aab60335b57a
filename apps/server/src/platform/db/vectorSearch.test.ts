import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/testApp';
import { vectorOrder, withNearestScan } from '../search/vectorSql';
import { prompts } from '../../features/prompts/tables';
import { EMBEDDING_DIMENSIONS } from './embeddingColumn';

// Runs on PGlite (pgvector) and, in project server-postgres, on PostgreSQL 15 without pgvector.
const axis = (...weights: number[]) => {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  weights.forEach((w, i) => (v[i] = w));
  return v;
};
const cosineDistance = (a: number[], b: number[]) => {
  const dot = a.reduce((sum, x, i) => sum + x * b[i]!, 0);
  const norm = (v: number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return 1 - dot / (norm(a) * norm(b));
};

describe('semantic search with and without pgvector', () => {
  let app: TestApp;
  let pgvectorAvailable: boolean;
  const stored = { east: axis(1, 0), northEast: axis(1, 1), north: axis(0, 1), west: axis(-1, 0) };

  beforeAll(async () => {
    app = await createTestApp();
    const { rows } = (await app.db.execute(
      sql`select count(*)::int as n from pg_available_extensions where name = 'vector'`,
    )) as unknown as { rows: Array<{ n: number }> };
    pgvectorAvailable = rows[0]!.n > 0;
    for (const [slug, embedding] of Object.entries(stored)) {
      await app.db.insert(prompts).values({
        slug,
        bigQuestion: slug,
        promptScript: '',
        topics: [],
        embedding,
        embeddingModel: 'test',
      });
    }
  });
  afterAll(() => app.close());

  it('chose pgvector where the database has it, else the exact scan', () => {
    expect(app.dbStatus.vectorSearch).toBe(pgvectorAvailable ? 'pgvector-hnsw' : 'exact-scan');
    if (app.dbKind === 'pglite') expect(app.dbStatus.vectorSearch).toBe('pgvector-hnsw');
  });

  it('stores vectors and reads them back unchanged', async () => {
    const [row] = await app.db
      .select({ embedding: prompts.embedding })
      .from(prompts)
      .where(eq(prompts.slug, 'northEast'));
    expect(row!.embedding).toEqual(stored.northEast);
  });

  it('orders by cosine distance, nearest first, with the right distances', async () => {
    const query = axis(2, 1);
    const distance = vectorOrder(prompts.embedding, query);
    const rows = await withNearestScan(app.db, 10, (tx) =>
      tx
        .select({ slug: prompts.slug, distance })
        .from(prompts)
        .orderBy(distance, asc(prompts.slug))
        .limit(10),
    );
    expect(rows.map((r) => r.slug)).toEqual(['northEast', 'east', 'north', 'west']);
    for (const row of rows) {
      const expected = cosineDistance(stored[row.slug as keyof typeof stored], query);
      expect(Number(row.distance)).toBeCloseTo(expected, 5);
    }
  });

  it('uses the HNSW index with pgvector (the distance function is inlined)', async () => {
    if (app.dbStatus.vectorSearch !== 'pgvector-hnsw') return;
    const distance = vectorOrder(prompts.embedding, axis(1, 0));
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: prompts.id }).from(prompts).orderBy(distance).limit(3).toSQL();
      return (await tx.execute(
        sql.raw(`explain ${inline(query.sql, query.params)}`),
      )) as unknown as { rows: Array<Record<string, string>> };
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('prompts_embedding_idx');
  });
});

/** EXPLAIN takes no parameters: the test's own literals go in quoted. */
function inline(text: string, params: unknown[]): string {
  return text.replace(
    /\$(\d+)/g,
    (_, n) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`,
  );
}
