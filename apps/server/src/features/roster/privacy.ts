import { declarePrivacy } from '../../platform/privacy/declaration';

/** OneRoster import's memory of what each imported record became. */
export const privacy = declarePrivacy({
  tables: {
    roster_sources: {
      holds:
        "The school's own id for a person or a class (OneRoster `sourcedId`) and the account or class link it became.",
      about: ['pupils', 'teachers'],
      purpose: 'Importing the same roster again changes nothing (docs/product/roster-import.md).',
      export: { file: 'account.json' },
      deletion: {
        how: 'left behind',
        detail:
          "No foreign key: deleting the account leaves the row, with the school's id for the person and the deleted account's id; importing the roster again re-creates the account from it.",
      },
      retention: 'For good: nothing removes rows.',
    },
  },
});
