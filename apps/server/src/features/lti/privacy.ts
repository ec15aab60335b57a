import { declarePrivacy, notPersonal } from '../../platform/privacy/declaration';

const WITH_PLATFORM = 'Until an administrator removes the learning platform.';

/** LTI 1.3: platforms, keys, launches, accounts, course links, deep links, tickets and grades. */
export const privacy = declarePrivacy({
  tables: {
    lti_platforms: {
      holds: 'Which administrator registered a learning platform (their id).',
      about: ['administrators'],
      purpose: 'The learning platforms allowed to launch the app (docs/product/lti.md).',
      export: { file: 'account.json', note: 'the platforms an administrator registered' },
      deletion: {
        how: 'unlinked',
        detail: 'Deleting the administrator empties `created_by` (SET NULL); the platform stays.',
      },
      retention: WITH_PLATFORM,
    },
    lti_deployments: notPersonal('The deployment ids a platform may launch with.', WITH_PLATFORM),
    lti_keys: notPersonal(
      "The tool's own signing keys (the private key encrypted).",
      'A retired key is removed at the first key change once it has been retired for LTI_RETIRED_KEY_DAYS.',
    ),
    lti_login_states: notPersonal(
      'A login waiting for its launch: state hash, nonce, platform and target address.',
      'Removed a day after it expired, at the next login.',
    ),
    lti_users: {
      holds:
        "A person's identity on a learning platform (its `sub` for the platform and deployment).",
      about: ['pupils', 'teachers'],
      purpose: 'Recognising the same person at each launch.',
      export: { file: 'account.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user (and with the platform).' },
      retention: 'Until the user is deleted or an administrator removes the learning platform.',
    },
    lti_resource_links: {
      holds:
        "The course a teacher's class link is an activity of: the course's id and title on the platform, and the platform's service addresses.",
      about: ['teachers'],
      purpose: 'Launching into the class link, and its roster and grade services.',
      export: { file: 'class-links.json' },
      deletion: {
        how: 'cascade',
        detail: 'Goes with the class link, which is deleted with its owner.',
      },
      retention: 'Until the class link or the platform is deleted.',
    },
    lti_deep_link_requests: {
      holds:
        "An instructor's request to add an activity: who made it, the course's id and title, the return address.",
      about: ['teachers'],
      purpose: 'Completing the choice made in the activity picker.',
      export: { withheld: 'a short-lived step of adding an activity' },
      deletion: { how: 'cascade', detail: 'Deleted with the user (and with the platform).' },
      retention:
        'Until the user or the platform is deleted: used and expired requests are not removed.',
    },
    lti_tickets: {
      holds:
        'One-time secrets (stored as SHA-256): the person a new-tab ticket signs in and the page it opens, or the administrator who made a registration link.',
      about: ['pupils', 'teachers', 'administrators'],
      purpose: 'Opening the app in a new tab from a frame, and Dynamic Registration.',
      export: { withheld: 'the hash of a one-time secret' },
      deletion: { how: 'cascade', detail: 'Deleted with the user.' },
      retention:
        'New-tab tickets are removed an hour after they expire, when the next one is made; registration links stay until the administrator is deleted.',
    },
    lti_grade_sends: {
      holds:
        "A story owner's score for a hand-in on its way to the platform's gradebook, with their platform identity (`sub`).",
      about: ['pupils'],
      purpose: 'Sending returned scores to the learning platform, retried until sent or failed.',
      export: { file: 'feedback.json' },
      deletion: {
        how: 'cascade',
        detail:
          'Goes with the hand-in, which is deleted with the story (the owner, whose grade it is) or the class link.',
      },
      retention: 'Until the hand-in or the course link is deleted; sent rows stay.',
    },
  },
  external: {
    'LTI platforms (learning management systems)': {
      receives:
        "The platform's key set and token requests, and for grade passback the pupil's LTI user id on that platform and the score; no names or e-mail addresses.",
      about: ['pupils'],
      purpose:
        'Signing people in from a learning platform, reading its class roster and sending grades back (docs/product/lti.md).',
      enabledBy: 'An administrator registering the platform in the admin console.',
    },
  },
});
