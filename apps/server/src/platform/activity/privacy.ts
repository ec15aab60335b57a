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
        detail: "The person's own entries are deleted with them.",
        leavesBehind:
          "Entries in other accounts' logs stay: an administrator's 'admin delete user' entry keeps the deleted person's e-mail address, name and counts (by design, decision 0010), earlier administrator entries keep the e-mail address of an account they changed, and a deleted administrator's e-mail address stays in the logs of the accounts they changed.",
      },
      retention: 'For good: nothing removes entries while their account exists.',
    },
  },
});
