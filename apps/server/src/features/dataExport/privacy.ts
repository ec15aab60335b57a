import { declarePrivacy } from '../../platform/privacy/declaration';

/** The ZIPs of "All my data" (docs/product/data-export.md). */
export const privacy = declarePrivacy({
  storage: {
    'exports/': {
      holds:
        "`exports/<userId>/<jobId>.zip`: a copy of everything the person's export carries (the files this inventory names).",
      about: ['pupils', 'teachers', 'administrators'],
      purpose: "The download of a person's own data (GET /api/exports/{jobId}/download).",
      export: { withheld: 'the export itself (each export is made anew)' },
      deletion: {
        how: 'user deletion',
        detail:
          'Deleting the person removes their exports at once; otherwise each is removed 7 days after it was made, by an hourly sweep or when its link is asked for.',
      },
      retention: '7 days (the hourly sweep removes it within the hour after).',
    },
  },
  caches: {
    'exports being written (temporary directory dsb-export-*)': {
      holds: "While an export runs: the person's ZIP being written on local disk.",
      about: ['pupils', 'teachers', 'administrators'],
      purpose: 'The ZIP is streamed to disk, then into storage, never held in memory.',
      export: { withheld: 'a partial copy of the export' },
      deletion: {
        how: 'expires',
        detail: 'Removed when the export job ends, whatever its outcome.',
      },
      retention: "Minutes; a killed process leaves it to the system's temporary-file cleanup.",
    },
  },
});
