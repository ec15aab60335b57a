import { declarePrivacy } from '../../platform/privacy/declaration';

/** The headlines panel: saved headlines, search counts and the news service's answers. */
export const privacy = declarePrivacy({
  tables: {
    saved_headlines: {
      holds: 'The news headlines a person saved, and when.',
      about: ['pupils', 'teachers'],
      purpose: 'Finding saved headlines again in the news panel (docs/product/headlines.md).',
      export: { file: 'headlines.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user.' },
      retention: 'Until the person unsaves the headline or is deleted.',
    },
    news_usage: {
      holds:
        "A person's headline searches per minute (`user:<id>`); the rest counts the news service's calls per day.",
      about: ['pupils', 'teachers'],
      purpose:
        'The per-person rate limit and the daily budget of the news service, the same on every server.',
      export: { withheld: 'a rate-limit counter' },
      deletion: {
        how: 'expires',
        detail: 'Not linked to the user by a key: the minute rows go on their own.',
      },
      retention:
        "Minute rows are swept once more than an hour old, on about one headline search in 50 (so they stay while nobody searches); the service's day rows stay for good.",
    },
  },
  caches: {
    'news service answers (memory)': {
      holds: 'The text of recent headline searches and the headlines found; not who searched.',
      about: ['pupils', 'teachers'],
      purpose: 'Answering a class with one call to the news service.',
      export: { withheld: 'not linked to a person' },
      deletion: { how: 'expires', detail: 'Not linked to a person; entries expire on their own.' },
      retention: '10 minutes, at most 200 queries, lost at restart.',
    },
  },
  external: {
    'news API (newsapi.org or NEWS_API_BASE_URL)': {
      receives:
        "The words a person typed into the headline search, the language and the configured news sources, with the app's API key; not who searched.",
      about: ['pupils', 'teachers'],
      purpose: 'Finding news headlines for the headlines panel (docs/product/headlines.md).',
      enabledBy: 'NEWS_API_KEY in the server environment (off while unset).',
    },
  },
});
