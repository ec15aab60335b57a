import fp from 'fastify-plugin';
import { seedPromptLibrary } from '../db/seed/prompts';
import { embedMissingPrompts } from '../services/promptService';

/**
 * First-start content: seeds the prompt library (idempotent), then embeds rows that lack vectors
 * for the current embedder. A failing embedder only disables smart search; the app still starts.
 */
export default fp(
  async (app) => {
    if (!app.config.seedContent) return;
    const added = await seedPromptLibrary(app.db);
    if (added > 0) app.log.info({ added }, 'seeded the prompt library');
    try {
      const embedded = await embedMissingPrompts(app.db, app.embedder);
      if (embedded > 0)
        app.log.info({ embedded, model: app.embedder.model }, 'computed prompt embeddings');
    } catch (error) {
      app.log.warn(
        { err: error },
        'prompt embeddings could not be computed; smart search will fall back to text',
      );
    }
  },
  { name: 'seed', dependencies: ['db', 'embeddings'] },
);
