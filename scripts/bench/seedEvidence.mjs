// Adds generated evidence rows straight into a stopped server's PGlite directory for the
// 10,000-item cases, and compares one vector query by exact scan and by the HNSW index.
// Rows copy seeded charts with varied labels and vectors nudged by noise (embedding 10,000 texts
// would take minutes and measure the model, not the search).
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import path from 'node:path';

const open = (dataDir) => PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { vector } });

export async function seedManyEvidence(dataDir, count) {
  const db = await open(dataDir);
  try {
    const { rows: seeds } = await db.query(
      `select label, description, research, topic_tag_static, keywords, search_terms, image_url, embedding::text as embedding
       from evidence where embedding is not null and status = 'main'`,
    );
    for (let start = 0; start < count; start += 500) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const seed = seeds[i % seeds.length];
        const v = JSON.parse(seed.embedding).map((x) => x + (Math.random() - 0.5) * 0.02);
        const n = params.length;
        values.push(
          `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}::text[], $${n + 6}, $${n + 7}, $${n + 8}::vector, 'use-lite-512')`,
        );
        params.push(
          `${seed.label} (variant ${i})`,
          seed.description,
          seed.research,
          seed.topic_tag_static,
          seed.keywords,
          seed.search_terms,
          seed.image_url,
          `[${v.join(',')}]`,
        );
      }
      await db.query(
        `insert into evidence (label, description, research, topic_tag_static, keywords, search_terms, image_url, embedding, embedding_model)
         values ${values.join(',')}`,
        params,
      );
    }
    await db.exec('analyze evidence');
    return count;
  } finally {
    await db.close();
  }
}

/** Mean time of one nearest-neighbour query by exact scan and by HNSW, and how many of the top 10 agree. */
export async function exactVersusHnsw(dataDir, runs = 30) {
  const db = await open(dataDir);
  try {
    const { rows } = await db.query(
      `select embedding::text as v from evidence where embedding is not null limit 1 offset 7`,
    );
    const q = rows[0].v;
    const query = `select id from evidence where status = 'main' order by embedding <=> $1::vector limit 10`;
    const time = async () => {
      const t = performance.now();
      let ids = [];
      for (let i = 0; i < runs; i++) ids = (await db.query(query, [q])).rows.map((r) => r.id);
      return { ms: (performance.now() - t) / runs, ids };
    };
    await db.exec('set enable_indexscan = off; set enable_bitmapscan = off;');
    const exact = await time();
    await db.exec(
      'set enable_indexscan = on; set enable_bitmapscan = on; set hnsw.ef_search = 100;',
    );
    const hnsw = await time();
    const overlap = hnsw.ids.filter((id) => exact.ids.includes(id)).length;
    return {
      exact_ms: +exact.ms.toFixed(2),
      hnsw_ms: +hnsw.ms.toFixed(2),
      speedup: +(exact.ms / hnsw.ms).toFixed(1),
      recall_at_10: overlap / 10,
    };
  } finally {
    await db.close();
  }
}
