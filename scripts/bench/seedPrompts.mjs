// Adds generated prompts straight into a stopped server's PGlite directory, for the 10,000-row cases.
// Each is a seed prompt with a varied question and its vector nudged by noise, so the text and HNSW
// indexes see realistic, distinct rows. (Embedding 10,000 texts would take minutes and measure the model.)
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import path from 'node:path';

const PLACES = [
  'in cities',
  'in villages',
  'near the coast',
  'in mountain towns',
  'for farmers',
  'for teenagers',
  'since 2000',
  'over the next decade',
];

export async function seedManyPrompts(dataDir, count) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { vector } });
  try {
    const { rows: seeds } = await db.query(
      'select big_question, prompt_script, topics, keywords, search_terms, embedding::text as embedding from prompts where embedding is not null',
    );
    let added = 0;
    for (let start = 0; start < count; start += 500) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const seed = seeds[i % seeds.length];
        const v = JSON.parse(seed.embedding).map((x) => x + (Math.random() - 0.5) * 0.02);
        const question = `${seed.big_question.replace(/\?$/, '')} ${PLACES[i % PLACES.length]} (#${i})?`;
        const n = params.length;
        values.push(
          `($${n + 1}, $${n + 2}, $${n + 3}::jsonb, $${n + 4}::text[], $${n + 5}, $${n + 6}::vector, 'use-lite-512', ${1000 + i})`,
        );
        params.push(
          question,
          seed.prompt_script,
          JSON.stringify(seed.topics),
          seed.keywords,
          seed.search_terms,
          `[${v.join(',')}]`,
        );
      }
      await db.query(
        `insert into prompts (big_question, prompt_script, topics, keywords, search_terms, embedding, embedding_model, position) values ${values.join(',')}`,
        params,
      );
      added += values.length;
    }
    await db.exec('analyze prompts');
    return added;
  } finally {
    await db.close();
  }
}
