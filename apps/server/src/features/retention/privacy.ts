import { declarePrivacy } from '../../platform/privacy/declaration';

/** Retention: the periods, the log of runs and the owners warned. */
export const privacy = declarePrivacy({
  tables: {
    retention_settings: {
      holds: 'none',
      about: ['nobody'],
      purpose: 'How long each kind of data is kept, as an administrator set it.',
      export: 'not personal',
      deletion: { how: 'not personal', detail: 'Holds no personal data.' },
      retention: 'Until an administrator changes it.',
    },
    retention_runs: {
      holds: 'none',
      about: ['nobody'],
      purpose: 'What each retention run deleted and warned, as counts per kind (no one named).',
      export: 'not personal',
      deletion: { how: 'not personal', detail: 'Holds no personal data.' },
      retention: 'For as long as the install runs; a run is one small row a day.',
    },
    retention_warnings: {
      holds: 'That a person was warned that some of their data of a kind is due to be deleted.',
      about: ['all users'],
      purpose: 'The in-app notice, shown once per kind until the warned data is deleted.',
      export: { file: 'notices.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user.' },
      retention: 'Until the warned data is deleted: 14 days after the warning.',
    },
  },
});
