import { declarePrivacy, notPersonal } from '../../platform/privacy/declaration';

/** Chart images the Data Collector stores from the pages it scrapes. */
export const privacy = declarePrivacy({
  storage: {
    'scraped/': notPersonal(
      '`scraped/<hash>.<ext>`: chart images found on collected pages, named by their content, for the evidence library.',
      'For good: no code removes a file under scraped/.',
    ),
  },
  external: {
    'news sites scraped for articles': {
      receives:
        'Plain page requests for the article addresses the collector follows, naming the app in the User-Agent; nothing about a person.',
      about: ['nobody'],
      purpose:
        'Collecting articles and their charts for the article library (docs/product/collector.md).',
      enabledBy:
        'An administrator adding a collector source or starting a scrape in the admin console.',
    },
  },
});
