import fp from 'fastify-plugin';
import { createSearch, type Search } from './search';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search over the app's collections (prompts, evidence, articles): composition/search.ts. */
    searchService: Search;
  }
}

/** Search over the prompt, evidence and article collections, on the app's database and embedder. */
export default fp(
  async (app) => {
    app.decorate(
      'searchService',
      createSearch({
        db: app.db,
        embedder: app.embedder,
        log: app.log,
        translateQueries: app.config.translateSearchQueries,
      }),
    );
  },
  { name: 'search', dependencies: ['db', 'embeddings'] },
);
