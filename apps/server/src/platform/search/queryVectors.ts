import type { Embedder } from '../embeddings/embedder';

/**
 * Remembers the vectors of recent search queries. Queries repeat (a story's big question is the
 * first search of every evidence panel), and a model's embedding of a text never changes. Only
 * queries pass through here: rows are embedded once and stored.
 */
export class QueryVectorCache {
  private readonly vectors = new Map<string, number[]>();

  constructor(private readonly maxEntries = 1000) {}

  get size() {
    return this.vectors.size;
  }

  async vectorFor(embedder: Embedder, query: string): Promise<number[]> {
    const key = `${embedder.model}\n${query}`;
    const known = this.vectors.get(key);
    if (known) {
      // Used again: it becomes the newest entry.
      this.vectors.delete(key);
      this.vectors.set(key, known);
      return known;
    }
    const [vector] = await embedder.embed([query]);
    if (!vector) throw new Error(`${embedder.model} returned no vector`);
    this.vectors.set(key, vector);
    if (this.vectors.size > this.maxEntries) {
      this.vectors.delete(this.vectors.keys().next().value!);
    }
    return vector;
  }
}
