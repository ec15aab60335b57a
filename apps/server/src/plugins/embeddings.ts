import fp from 'fastify-plugin';
import {
  LocalSentenceEmbedder,
  OpenAiCompatibleEmbedder,
  type Embedder,
} from '../embeddings/embedder';

/** The sentence embedder: an OpenAI-compatible service when EMBEDDINGS_BASE_URL is set, else local. */
export default fp(
  async (app) => {
    const settings = app.config.embeddings;
    const embedder: Embedder = settings
      ? new OpenAiCompatibleEmbedder(settings.baseUrl, settings.model, settings.apiKey)
      : new LocalSentenceEmbedder();
    // Query vectors are cached by the search service (services/search/queryVectors.ts).
    app.decorate('embedder', embedder);
  },
  { name: 'embeddings' },
);
