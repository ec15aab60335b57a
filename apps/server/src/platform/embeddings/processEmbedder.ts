import { EngineProcess, EngineRequestError } from '../workers/engineProcess';
import { EmbeddingError, LOCAL_EMBEDDING_MODEL, type Embedder } from './embedder';

/**
 * The local sentence model in a child process of its own (decision 0037, as the speech engine):
 * a sync of 200 charts or a new prompt is embedded while the server keeps answering, and a fault
 * of TensorFlow's WebAssembly ends only that process. It starts on the first call and again after
 * it stops; after 10 idle minutes it exits and gives its memory back.
 */
export class ProcessSentenceEmbedder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  readonly process = new EngineProcess<string[], number[][]>({
    name: 'embedder',
    bundleName: 'embedderEngine',
    sourceUrl: new URL('./embedderEngine.ts', import.meta.url),
    callerUrl: import.meta.url,
    maxQueued: 256,
    timeoutMs: 5 * 60_000,
    idleExitMs: 10 * 60_000,
    maxHeapMb: 512,
  });

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    try {
      return await this.process.run([...texts]);
    } catch (error) {
      if (error instanceof EmbeddingError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new EmbeddingError(
        error instanceof EngineRequestError ? message : `the embedder stopped: ${message}`,
      );
    }
  }

  /** Stops the process (server shutdown); calls still waiting fail. */
  close(): Promise<void> {
    return this.process.close();
  }
}
