import fp from 'fastify-plugin';
import { seedEvidenceLibrary } from '../features/evidence';
import { seedPromptLibrary } from '../features/prompts';

/**
 * First-start content: seeds the prompt library and the chart library (idempotent), then embeds
 * rows that lack vectors for the current embedder. A failing embedder only disables smart search,
 * and a failing chart seed only leaves the library empty (retried at the next start): the app
 * still starts.
 */
/** What the rows of each searchable collection are called in the log. */
const NOUNS = { prompts: 'prompts', evidence: 'evidence items', articles: 'articles' } as const;

/** How often a long embedding backfill reports progress in the log. */
const EMBED_PROGRESS_EVERY_MS = 5_000;

export default fp(
  async (app) => {
    const sets = app.config.seedContent;
    if (sets.size === 0) return;
    if (sets.has('prompts')) {
      const added = await seedPromptLibrary(app.db);
      if (added > 0) app.log.info({ added }, 'seeded the prompt library');
    }
    if (sets.has('evidence')) {
      try {
        const seeded = await seedEvidenceLibrary(app.db, app.storage);
        if (seeded.added > 0) app.log.info(seeded, 'seeded the evidence library');
      } catch (error) {
        app.log.error({ err: error }, 'the evidence library could not be seeded');
      }
    }
    try {
      const started = performance.now();
      // The first start embeds the whole library (a minute or two): say how far it is, every
      // few seconds, so the wait is not silent.
      let lastReport = 0;
      const embedded = await app.searchService.embedAllMissing((collection, done, total) => {
        const now = performance.now();
        if (done > 0 && done < total && now - lastReport < EMBED_PROGRESS_EVERY_MS) return;
        lastReport = now;
        app.log.info(
          { collection, done, total },
          done === 0
            ? `computing embeddings for ${total} ${NOUNS[collection]} (first start or a new model) ...`
            : `computing embeddings: ${collection} ${done} of ${total}`,
        );
      });
      if (Object.values(embedded).some((n) => n > 0)) {
        const ms = Math.round(performance.now() - started);
        app.log.info({ ...embedded, ms, model: app.embedder.model }, 'computed embeddings');
      }
    } catch (error) {
      app.log.warn(
        { err: error },
        'embeddings could not be computed; smart search will fall back to text',
      );
    }
  },
  { name: 'seed', dependencies: ['db', 'embeddings', 'search', 'storage'] },
);
