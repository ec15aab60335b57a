import { declarePrivacy } from '../../platform/privacy/declaration';

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
      retention: 'Until the person deletes the video, or the story or the person is deleted.',
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
      retention: 'Until the person deletes the video or the story, or is deleted.',
    },
  },
});
