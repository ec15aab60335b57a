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
        how: 'user deletion',
        detail:
          "No foreign key reaches it, so the deletion removes the person's row itself (kind 'user'); importing the roster again would create a new account. A class row stays while its class link does.",
      },
      retention: 'Until the account is deleted; class rows for good.',
    },
  },
});
