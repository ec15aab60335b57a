import { declarePrivacy } from '../../platform/privacy/declaration';

/** The article library of the Data Collector. */
export const privacy = declarePrivacy({
  tables: {
    articles: {
      holds:
        'Published news articles as collected: their text and bylines (the names of their authors), which may name people in the news.',
      about: ['people outside the app'],
      purpose:
        'The article library pupils search and the headlines panel reads (docs/product/articles.md).',
      export: { withheld: 'published material, not about an account holder' },
      deletion: {
        how: 'not about users',
        detail: 'No account is linked to an article; an administrator deletes articles.',
      },
      retention: 'Until an administrator deletes the article.',
    },
  },
});
