import { declarePrivacy } from '../../platform/privacy/declaration';
import { retentionText } from '../../platform/privacy/retention';

/** The access log (docs/product/access-log.md). */
export const privacy = declarePrivacy({
  tables: {
    access_log: {
      holds:
        "Who (a teacher or administrator) opened which pupil's story, hand-in, AI chat, data export or activity log, when, and the item's title at that moment.",
      about: ['pupils', 'teachers', 'administrators'],
      purpose:
        "Lets a pupil see who looked at their work, and administrators check and export who read pupils' work.",
      export: {
        file: 'access-log.json',
        ownerColumns: ['owner_id'],
        note: "The pupil's entries, with the reader's name and role; a reader's own reads are not theirs to export.",
      },
      deletion: {
        how: 'cascade',
        detail:
          'Entries are deleted with the pupil they are about and with the person who read (both keys cascade).',
      },
      retention: retentionText(
        'access-log',
        'the daily retention job deletes older entries, and no list shows them.',
      ),
    },
  },
});
