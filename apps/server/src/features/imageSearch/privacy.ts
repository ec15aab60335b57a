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
  external: {
    'image and GIF search providers (Pexels, Google, Giphy)': {
      receives:
        "The words a person typed into the image search and the page wanted, with the app's API key; not who searched.",
      about: ['pupils', 'teachers'],
      purpose: 'Finding pictures and GIFs for slides (docs/product/image-search.md).',
      enabledBy:
        'IMAGE_SEARCH_PROVIDER with IMAGE_SEARCH_API_KEY, or GIF_SEARCH_PROVIDER with GIF_SEARCH_API_KEY, in the server environment (off while unset).',
    },
  },
});
