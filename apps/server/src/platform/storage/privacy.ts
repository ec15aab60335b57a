import { declarePrivacy } from '../privacy/declaration';

/** Local disk storage's part files. The prefixes themselves are declared by the features that write them. */
export const privacy = declarePrivacy({
  caches: {
    'files being stored (DATA_DIR/files-tmp)': {
      holds:
        'For the moment of a write on local disk: the bytes of a file going under any storage prefix (an upload, a video, a chart picture).',
      about: ['all users'],
      purpose: 'Writing a file whole before it appears under its key.',
      export: { withheld: 'a partial copy of a stored file' },
      deletion: {
        how: 'expires',
        detail: 'Moved into place or removed when the write ends, whoever it was for.',
      },
      retention:
        'Milliseconds; a write cut short by a killed process leaves its part file, which nothing removes.',
    },
  },
  external: {
    'S3-compatible object storage': {
      receives: "Every stored file (uploads, videos, backups), with the operator's S3 credentials.",
      about: ['all users'],
      purpose: 'Keeping stored files outside DATA_DIR when the operator chooses S3.',
      enabledBy:
        'S3_BUCKET (with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) in the server environment; local files under DATA_DIR otherwise.',
    },
  },
});
