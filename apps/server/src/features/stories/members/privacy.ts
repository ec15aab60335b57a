import { declarePrivacy } from '../../../platform/privacy/declaration';

/** Group work's members, join codes and per-member activity. */
export const privacy = declarePrivacy({
  tables: {
    story_members: {
      holds: 'Which pupils co-author a story, and when they joined.',
      about: ['pupils'],
      purpose: 'Who may open and edit a story besides its owner (docs/product/group-work.md).',
      export: { file: 'stories.json', note: 'the stories the person co-authors' },
      deletion: { how: 'cascade', detail: 'Deleted with the member, and with the story.' },
      retention: 'Until the member leaves or is removed, or the story or the member is deleted.',
    },
    story_invites: {
      holds:
        "A story's join code, as a keyed hash (for joining) and an encrypted copy (for its owner's Share menu), and who made it.",
      about: ['pupils'],
      purpose: 'Letting a classmate join a story.',
      export: { withheld: 'a short-lived code' },
      deletion: {
        how: 'cascade',
        detail: 'Deleted with the person who made it, and with the story.',
      },
      retention:
        'Until revoked or replaced by a new code; an expired code is removed the next time anyone makes a code.',
    },
    story_member_activity: {
      holds:
        'How much each member did in a shared story (edits, words, objects added) and when they last changed it.',
      about: ['pupils'],
      purpose:
        "Showing the story's members, its class link's teachers and administrators who did what in group work.",
      export: { file: 'stories.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the member, and with the story.' },
      retention:
        'Until the member is removed from the story, or the story or the member is deleted.',
    },
  },
});
