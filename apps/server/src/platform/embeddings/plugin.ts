import fp from 'fastify-plugin';
import { LocalSentenceEmbedder, OpenAiCompatibleEmbedder, type Embedder } from './embedder';
import { ProcessSentenceEmbedder } from './processEmbedder';

/**
 * The sentence embedder: an OpenAI-compatible service when EMBEDDINGS_BASE_URL is set, else the
 * local model, in a process of its own unless EMBEDDER_WORKER=0 (then in the server's).
 */
export default fp(
  async (app) => {
    const settings = app.config.embeddings;
    const worker = !settings && app.config.embedderWorker ? new ProcessSentenceEmbedder() : null;
    const embedder: Embedder = settings
      ? new OpenAiCompatibleEmbedder(settings.baseUrl, settings.model, settings.apiKey)
      : (worker ?? new LocalSentenceEmbedder());
    if (worker) app.addHook('onClose', () => worker.close());
    // Query vectors are cached by the search service (platform/search/queryVectors.ts).
    app.decorate('embedder', embedder);
  },
  { name: 'embeddings' },
);
