import { declarePrivacy } from '../privacy/declaration';

/** Temporary folders of video renders, speech and backups. */
export const privacy = declarePrivacy({
  caches: {
    'temporary folders (system temp folder)': {
      holds:
        "Folders named `dsb-video-`, `dsb-flite-`, `dsb-backup-` and `dsb-verify-`, while their work runs: a video's slide pictures, narration and captions (a pupil's scripts); speech engine files; a backup's staged rows and files.",
      about: ['all users'],
      purpose: 'Working space of a render, a synthesis or a backup.',
      export: { withheld: 'working copies; the finished video is exported with the videos' },
      deletion: {
        how: 'expires',
        detail: 'Removed when the work finishes, whoever it was for.',
      },
      retention:
        'Until the work finishes; a folder left by a stopped server is removed at the next start once 6 hours old (or once its owning process has ended).',
    },
  },
});
