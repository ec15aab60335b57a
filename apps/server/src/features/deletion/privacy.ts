import { declarePrivacy, notPersonal } from '../../platform/privacy/declaration';

const RECORD =
  'The record of a user deletion: a SHA-256 hash of the deleted account id, what went (counts by inventory item), when, and the acting administrator (id and name).';

/** The deletion ledger and its settings. */
export const privacy = declarePrivacy({
  tables: {
    user_deletions: {
      holds: `${RECORD} While a deletion is under way, the account id and the storage keys of the person's files it still has to remove.`,
      about: ['administrators'],
      purpose:
        'The deletion certificate, finishing a deletion a crash interrupted, and deleting again an account a restored backup brought back (docs/decisions/0052-complete-user-deletion.md).',
      export: { file: 'account.json', note: 'the deletions an administrator carried out' },
      deletion: {
        how: 'user deletion',
        detail:
          "Names the deleted person only by a hash of their id; the id and file keys are emptied once the deletion is done. Deleting an administrator replaces their name in the certificates they signed with 'Former administrator'.",
        leavesBehind:
          "A deleted administrator's account id stays in the certificates they signed (who carried out the deletion); no account has that id any more.",
      },
      retention: 'For good: a deletion must be applied again to any backup restored later.',
    },
    deletion_settings: notPersonal(
      'Whether pupils may delete their own account.',
      'One row, changed by administrators.',
    ),
  },
  caches: {
    'deletion records (DATA_DIR/deletions)': {
      holds:
        "A copy of each finished deletion's certificate: the hash of the deleted account id, the counts, the times and the acting administrator's id (not their name).",
      about: ['administrators'],
      purpose:
        'Deleting again, at the next start, the accounts an install restore (npm run restore) brought back with an older database.',
      export: { withheld: 'a copy of `user_deletions`' },
      deletion: {
        how: 'unlinked',
        detail:
          "Names the deleted person only by a hash of their id; the acting administrator's id names no one once their account is deleted.",
      },
      retention: 'For good, like `user_deletions`; an install restore keeps the folder as it is.',
    },
  },
});
