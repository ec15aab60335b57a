import { declarePrivacy } from '../../platform/privacy/declaration';
import { retentionText } from '../../platform/privacy/retention';

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
          "Deleted with the owner, with everything that cascades from a story (shared document, members, hand-ins, videos rows); the deletion also removes the story's stored files (`videos/`, `saved-charts/`). A group story stays with its other authors: the deletion hands it to its longest-standing co-author first.",
        leavesBehind:
          "A deleted co-author's words stay in the group stories others keep (unattributed: the story's members and activity no longer name them).",
      },
      retention: retentionText(
        'inactive-pupil-stories',
        "counted from a pupil's last sign-in or use, the daily retention job deletes the stories of a pupil inactive that long (with their files), after a notice 14 days before; a group story passes to its longest-standing active co-author instead. Otherwise until the owner deletes the story or is deleted.",
      ),
    },
  },
});
