import { declarePrivacy } from '../privacy/declaration';

/** The embedder: vectors are kept by the collections that use them (platform/search). */
export const privacy = declarePrivacy({
  external: {
    'embeddings service (EMBEDDINGS_BASE_URL)': {
      receives:
        'The texts of prompts, evidence and articles being indexed, and search words typed by people; not who searched.',
      about: ['pupils', 'teachers', 'people outside the app'],
      purpose:
        'Search by meaning (docs/search.md); the local model runs inside the server otherwise.',
      enabledBy:
        'EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL in the server environment (off while unset).',
    },
  },
});
