import { declarePrivacy } from '../../platform/privacy/declaration';

/** Stories. Their members, invites and activity are declared in members/privacy.ts. */
export const privacy = declarePrivacy({
  tables: {
    stories: {
      holds:
        "A person's data stories: title, big question, template, voice, every slide (script, canvas objects, chart settings, the addresses of its pictures), the evidence saved to it, and the class link code it was started from.",
      about: ['pupils', 'teachers'],
      purpose: 'The work itself (docs/product/stories.md).',
      export: { file: 'stories.json' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleted with the owner, with everything that cascades from a story (shared document, members, hand-ins, videos rows).',
        leavesBehind:
          "The story's stored files: deleting a story in the app removes its videos and saved chart pictures, but deleting the user does not (see `videos/` and `saved-charts/`). A deleted co-author's contributions stay in stories others own.",
      },
      retention: 'Until the owner deletes the story or is deleted.',
    },
  },
});
