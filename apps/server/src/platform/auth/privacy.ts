import { declarePrivacy } from '../privacy/declaration';

/** Accounts, sessions, password links, the sign-in throttle and the session lookup cache. */
export const privacy = declarePrivacy({
  tables: {
    users: {
      holds:
        "E-mail address, display name, the sign-in provider's identity (a Google account id, a learning platform's or `dev:` identity), photo address, role and status, last sign-in time, the class link code they arrived with, tool settings (voice, language, views), and an argon2id hash of a local password.",
      about: ['all users'],
      purpose:
        'Signing in, showing who someone is to their teachers, classmates and administrators, and settings that follow the person across devices.',
      export: { file: 'account.json', note: 'never the password hash' },
      deletion: {
        how: 'user deletion',
        detail:
          "DELETE /api/admin/users/{id} (or the person's own POST /api/me/delete) deletes the row; everything declared 'database cascade' goes with it in the same transaction, with what no key reaches, and the files after (docs/decisions/0052-complete-user-deletion.md).",
      },
      retention:
        'Until an administrator deletes the account. Nothing deletes inactive or suspended accounts.',
    },
    sessions: {
      holds:
        "Which user is signed in where: the SHA-256 of the cookie's token, start, expiry and last use.",
      about: ['all users'],
      purpose: 'Keeping a person signed in.',
      export: { file: 'account.json', note: 'sign-in times only, never the token hash' },
      deletion: { how: 'cascade', detail: 'Deleted with the user.' },
      retention:
        'Until sign-out or expiry (SESSION_TTL_DAYS, 30 days by default); expired rows are swept at start and every 6 hours.',
    },
    password_tokens: {
      holds:
        'Set-password links: the SHA-256 of the token, whose password it sets, which administrator made it, when it expires and when it was used.',
      about: ['all users', 'administrators'],
      purpose: 'Letting an administrator hand a person a link that sets their password.',
      export: { withheld: 'the hash of a one-time secret' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleted with the user whose password it sets; when the administrator who made it is deleted, `created_by` is emptied (SET NULL).',
      },
      retention:
        'An unused link is replaced by the next link made for the same person; used and expired links stay until that person is deleted.',
    },
    auth_throttle: {
      holds:
        'Failed password sign-ins counted per typed e-mail address (`account:<email>`) and per network address (`address:<ip>`).',
      about: ['all users', 'visitors'],
      purpose: 'Slowing down password guessing, the same on every server.',
      export: { withheld: 'a security counter' },
      deletion: {
        how: 'expires',
        detail:
          'Not tied to an account: a successful sign-in clears its e-mail address row, and rows are removed once their window has passed.',
      },
      retention:
        'A 15-minute window; rows older than that are removed at the next failed password sign-in (by anyone), so they can stay longer while nobody fails one.',
    },
  },
  caches: {
    'recent session lookups (memory)': {
      holds: 'The signed-in user (id, e-mail address, name, role, status) behind a token hash.',
      about: ['all users'],
      purpose:
        'Answering repeated requests without asking the database each time (docs/decisions/0036-session-lookup-cache.md).',
      export: { withheld: 'a copy of `users` and `sessions` for a few seconds' },
      deletion: {
        how: 'user deletion',
        detail:
          'The deletion empties it on the server that deletes; other servers forget within 5 seconds.',
      },
      retention: '5 seconds, at most 20,000 entries, lost at restart.',
    },
  },
});
