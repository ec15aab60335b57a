import { declarePrivacy } from '../../platform/privacy/declaration';
import { retentionText } from '../../platform/privacy/retention';

// A video goes (row and files) once it is older than the period; the owner is warned first.
const KEPT = retentionText(
  'videos',
  'the daily retention job deletes videos made that long ago, files and row, after a notice to the owner 14 days before; before that, until the person deletes the video, or the story or the person is deleted.',
);

/** Narrated videos: the rows and their files under videos/. */
export const privacy = declarePrivacy({
  tables: {
    videos: {
      holds:
        "A person's narrated videos: title, voice, description, length and size, and where the files are.",
      about: ['pupils', 'teachers'],
      purpose:
        "Video History: watching, downloading and deleting one's videos (docs/product/video.md).",
      export: { file: 'videos.json', note: 'with the files under videos/' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleted with the user, and with the story; the deletion removes the files too (see `videos/`).',
      },
      retention: KEPT,
    },
  },
  storage: {
    'videos/': {
      holds:
        "`videos/<userId>/<storyId>/<renderId>.mp4` and `.vtt`: a story's slides narrated in the chosen voice, and captions with every script.",
      about: ['pupils', 'teachers'],
      purpose: 'The video files behind `videos`.',
      export: { file: 'videos/', note: 'the files as rendered' },
      deletion: {
        how: 'user deletion',
        detail:
          'Deleting a video or a story in the app removes its files; deleting the user removes everything under `videos/<userId>/` once the rows have gone (a failure leaves the deletion pending, finished at the next start).',
      },
      retention: KEPT,
    },
  },
});
