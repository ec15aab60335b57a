import { declarePrivacy } from '../../platform/privacy/declaration';

const PROMOTED =
  "A chart an administrator promoted from a pupil's story keeps the pupil's chart title, alt text, numbers and source label, without their name.";

/** The evidence library and its chart pictures. */
export const privacy = declarePrivacy({
  tables: {
    evidence: {
      holds: `Which administrator deleted an item (their id). ${PROMOTED}`,
      about: ['administrators', 'pupils'],
      purpose: 'The library of charts and images pupils build stories from (docs/evidence.md).',
      export: { file: 'account.json', note: 'the items an administrator deleted, by id' },
      deletion: {
        how: 'unlinked',
        detail:
          "Deleting the administrator empties `deleted_by` (SET NULL); the library's items stay.",
        leavesBehind: `${PROMOTED} It stays in the library when the pupil or the story is deleted (docs/product/chart-builder.md).`,
      },
      retention:
        'Library items an administrator deletes are only marked deleted (restorable), and nothing removes them for good; scraped items not yet accepted are removed when deleted.',
    },
  },
  storage: {
    'charts/': {
      holds: `The library's chart pictures: seeded charts, and pictures of pupils' charts an administrator promoted. ${PROMOTED}`,
      about: ['pupils'],
      purpose: 'The pictures of the evidence library.',
      export: {
        withheld: "the library's own copy; the pupil's saved chart is exported with their story",
      },
      deletion: {
        how: 'unlinked',
        detail: "No picture names a person; deleting the pupil leaves the library's copy.",
        leavesBehind: "Pictures of charts promoted from a deleted pupil's story.",
      },
      retention: 'For good: no code removes a picture under charts/.',
    },
  },
});
