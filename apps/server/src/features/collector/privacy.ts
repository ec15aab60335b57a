import { declarePrivacy, notPersonal } from '../../platform/privacy/declaration';

/** Chart images the Data Collector stores from the pages it scrapes. */
export const privacy = declarePrivacy({
  storage: {
    'scraped/': notPersonal(
      '`scraped/<hash>.<ext>`: chart images found on collected pages, named by their content, for the evidence library.',
      'For good: no code removes a file under scraped/.',
    ),
  },
});
