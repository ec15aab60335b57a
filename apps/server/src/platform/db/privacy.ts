import { declarePrivacy, notPersonal } from '../privacy/declaration';

/** The database's own bookkeeping. */
export const privacy = declarePrivacy({
  tables: {
    seed_runs: notPersonal(
      'Which seed sets were applied, so content deleted in the app is not seeded again.',
      'For good.',
    ),
  },
});
