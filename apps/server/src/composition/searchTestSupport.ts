import { evidenceSearchTerms, normalizeTopics, promptSearchTerms } from '@dsb/core';
import { evidence } from '../features/evidence';
import { prompts } from '../features/prompts';
import { EMBEDDING_DIMENSIONS } from '../platform/db/embeddingColumn';
import type { Db } from '../platform/db/client';
import type { Embedder } from '../platform/embeddings/embedder';

/** The meanings the test embedder knows: one axis each. */
const AXES = ['ocean', 'forest', 'energy', 'health'] as const;

/**
 * A deterministic embedder for search tests: a text points along the axis of each meaning word it
 * contains (a text with none points along a spare axis), so cosine similarities are known in
 * advance: 1 for the same words, 0.71 for one of two, 0 for none. It can be told to fail.
 */
export class AxisEmbedder implements Embedder {
  readonly calls: string[][] = [];
  failing = false;

  constructor(readonly model = 'test-axes') {}

  async embed(texts: readonly string[]): Promise<number[][]> {
    this.calls.push([...texts]);
    if (this.failing) throw new Error('embedder down');
    return texts.map((text) => {
      const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
      AXES.forEach((word, i) => {
        if (text.toLowerCase().includes(word)) vector[i] = 1;
      });
      if (!vector.includes(1)) vector[EMBEDDING_DIMENSIONS - 1] = 1;
      return vector;
    });
  }
}

/** Inserts a prompt as the services would, but without a vector (the backfill's job). */
export async function insertPrompt(
  db: Db,
  p: { bigQuestion: string; promptScript?: string; keywords?: string[]; topics?: string[] },
) {
  const topics = normalizeTopics(p.topics ?? []);
  const keywords = p.keywords ?? [];
  const [row] = await db
    .insert(prompts)
    .values({
      bigQuestion: p.bigQuestion,
      promptScript: p.promptScript ?? 'A script.',
      topics,
      keywords,
      searchTerms: promptSearchTerms({ keywords, topics }),
    })
    .returning({ id: prompts.id });
  return row!.id;
}

/** Inserts an evidence item without a vector; published ('main') unless said otherwise. */
export async function insertEvidence(
  db: Db,
  e: {
    label: string;
    description?: string;
    keywords?: string[];
    topicTagStatic?: string;
    status?: 'main' | 'temp' | 'deleted';
  },
) {
  const keywords = e.keywords ?? [];
  const topicTagStatic = e.topicTagStatic ?? null;
  const [row] = await db
    .insert(evidence)
    .values({
      label: e.label,
      description: e.description ?? '',
      keywords,
      topicTagStatic,
      searchTerms: evidenceSearchTerms({ keywords, topicTagStatic }),
      status: e.status ?? 'main',
    })
    .returning({ id: evidence.id });
  return row!.id;
}
