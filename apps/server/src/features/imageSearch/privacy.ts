import { declarePrivacy } from '../../platform/privacy/declaration';

/** Image search's cache of a web provider's answers. */
export const privacy = declarePrivacy({
  caches: {
    'web image search answers (memory)': {
      holds: 'The text of recent web image searches and the pictures found; not who searched.',
      about: ['pupils', 'teachers'],
      purpose: 'Answering a repeated search without calling the provider again.',
      export: { withheld: 'not linked to a person' },
      deletion: { how: 'expires', detail: 'Not linked to a person; entries expire on their own.' },
      retention: '10 minutes, at most 500 queries, lost at restart.',
    },
  },
});
