import { declarePrivacy } from '../../platform/privacy/declaration';

/** Collection backups in object storage. */
export const privacy = declarePrivacy({
  storage: {
    'backups/': {
      holds:
        "Archives of the evidence or the article collection as they were: the rows and their chart pictures, so what `evidence`, `charts/` and `articles` hold (an administrator's id in `deleted_by`, pupils' promoted charts, news bylines).",
      about: ['administrators', 'pupils', 'people outside the app'],
      purpose: 'Restoring a collection (docs/product/backups.md).',
      export: {
        withheld: "copies of the library; the person's own items are exported from the tables",
      },
      deletion: {
        how: 'left behind',
        detail:
          "A backup keeps its rows as they were when it was made: a deleted administrator's id and a deleted pupil's promoted charts stay in the archive. Restoring it applies every recorded deletion again (user_deletions) before the data is used, and a deleted administrator's id is not restored.",
      },
      retention: 'Until an administrator deletes the backup; nothing deletes old backups.',
    },
  },
});
