import { declarePrivacy } from '../../platform/privacy/declaration';

const UNTIL_LINK_GOES = 'Until the link is deleted (by its owner, or with its owner).';

/** Class links: the link, its openings, stories, roster and co-teachers. */
export const privacy = declarePrivacy({
  tables: {
    custom_links: {
      holds: "A teacher's class link: its name, code, classroom name and settings.",
      about: ['teachers'],
      purpose:
        'Starting pupils on a prompt and gathering their stories (docs/product/custom-links.md).',
      export: { file: 'class-links.json' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleting the owner hands the link (with its class view, roster and every hand-in made through it) to its longest-standing co-teacher, else to the acting administrator; only when neither exists does it go with its owner by cascade.',
      },
      retention: 'Until the owner deletes the link or is deleted.',
    },
    link_openings: {
      holds:
        'Which signed-in person opened a class link, and when (a signed-out visitor is counted without anything about them).',
      about: ['pupils', 'teachers'],
      purpose: "The owner's count of openings.",
      export: {
        file: 'class-links.json',
        note: "the openings of the person's own links, as counts",
      },
      deletion: {
        how: 'unlinked',
        detail:
          'Deleting the person who opened it empties `user_id` (SET NULL) and the opening stays in the count; deleting the link deletes its openings.',
      },
      retention: UNTIL_LINK_GOES,
    },
    link_stories: {
      holds: "Which pupil's story was started through which class link.",
      about: ['pupils'],
      purpose: "What the link's owner and co-teachers may read in the class view.",
      export: { file: 'stories.json', note: 'as the class link a story belongs to' },
      deletion: { how: 'cascade', detail: 'Deleted with the story (and with the link).' },
      retention: 'Until the story or the link is deleted.',
    },
    link_roster: {
      holds: 'Which pupils a class expects, from a learning platform or a OneRoster import.',
      about: ['pupils'],
      purpose: 'Showing pupils without a story as "not started" in the class view.',
      export: { file: 'class-links.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the pupil (and with the link).' },
      retention: `${UNTIL_LINK_GOES} A pupil who leaves the course is not removed.`,
    },
    link_teachers: {
      holds: 'Which teachers share a class link with its owner.',
      about: ['teachers'],
      purpose: 'Letting co-teachers see the class view and review hand-ins.',
      export: { file: 'class-links.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the co-teacher (and with the link).' },
      retention: UNTIL_LINK_GOES,
    },
  },
});
