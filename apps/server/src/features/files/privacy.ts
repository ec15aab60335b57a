import { declarePrivacy } from '../../platform/privacy/declaration';

const UNTIL_USER_GOES = 'Until the user is deleted: there is no way to delete a single upload.';

/** Uploaded images: the library rows and the files under uploads/. */
export const privacy = declarePrivacy({
  tables: {
    images: {
      holds:
        "A person's uploaded images and slide pictures: original file name, alt text, size and type, and where the file is stored.",
      about: ['pupils', 'teachers'],
      purpose: "Each person's own image library for image search (docs/product/image-search.md).",
      export: { file: 'uploads.json', note: 'with the files themselves under uploads/' },
      deletion: { how: 'cascade', detail: 'Deleted with the user.' },
      retention: `${UNTIL_USER_GOES} A row whose upload never arrived is removed at the person's next image search, about 16 minutes on.`,
    },
  },
  storage: {
    'uploads/': {
      holds:
        '`uploads/<userId>/<random>.<ext>`: the images a person uploaded, and the pictures of their slides the app uploads for previews, videos and hand-ins.',
      about: ['pupils', 'teachers'],
      purpose: 'The image files behind `images`.',
      export: { file: 'uploads/', note: 'the files as uploaded' },
      deletion: {
        how: 'user deletion',
        detail:
          "The deletion removes each of the person's files once its rows have gone; a file storage refuses leaves the deletion pending, and the next start finishes it.",
      },
      retention: UNTIL_USER_GOES,
    },
  },
});
