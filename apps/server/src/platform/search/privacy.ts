import { declarePrivacy } from '../privacy/declaration';

/** Search's in-memory caches. */
export const privacy = declarePrivacy({
  caches: {
    'search answers (memory)': {
      holds:
        'The text of recent searches of the evidence, prompt and article libraries, with their results; not who searched.',
      about: ['all users'],
      purpose: 'Answering a class that searches the same words with one query.',
      export: { withheld: 'not linked to a person' },
      deletion: { how: 'expires', detail: 'Not linked to a person; entries expire on their own.' },
      retention:
        '30 seconds (SEARCH_CACHE_TTL_MS), at most 500 entries per library, lost at restart.',
    },
    'search query vectors (memory)': {
      holds: 'The text of recent searches and their embedding vectors; not who searched.',
      about: ['all users'],
      purpose:
        "Embedding a repeated query once (a story's big question is every evidence panel's first search).",
      export: { withheld: 'not linked to a person' },
      deletion: {
        how: 'expires',
        detail: 'Not linked to a person; pushed out by newer queries.',
      },
      retention: 'The 1,000 most recent queries, until pushed out or the server restarts.',
    },
  },
});
