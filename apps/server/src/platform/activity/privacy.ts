import { declarePrivacy } from '../privacy/declaration';

/** The activity log. */
export const privacy = declarePrivacy({
  tables: {
    activity_log: {
      holds:
        "What a person did and when (sign-ins, stories created, uploads with their file names, administrators' changes to accounts), with details; administrators' entries name the accounts they changed (e-mail address, name), and a person's own log names the administrator who changed their account (e-mail address).",
      about: ['all users', 'administrators'],
      purpose:
        "The person's own history and the administrators' view of what happened (docs/product/admin-users.md).",
      export: { file: 'activity.json' },
      deletion: {
        how: 'cascade',
        detail:
          "The person's own entries are deleted with them. Entries in other accounts' logs that name them (an administrator's changes to their account, the entries of accounts a deleted administrator changed) lose the person's id and e-mail address, and their name becomes 'Former member'. The 'admin delete user' entry names only the deletion's certificate (decision 0052).",
        leavesBehind:
          "A name or address typed into free text of another person's entry (not as a field of its own) is not found.",
      },
      retention: 'For good: nothing removes entries while their account exists.',
    },
  },
});
