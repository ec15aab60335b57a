import { declarePrivacy } from '../../platform/privacy/declaration';

/** Pictures of the charts pupils save to a story. */
export const privacy = declarePrivacy({
  storage: {
    'saved-charts/': {
      holds:
        '`saved-charts/<storyId>/<chartId>.png`: pictures of the charts a pupil made in the chart builder, with their title, numbers and source.',
      about: ['pupils'],
      purpose: "A story's Saved evidence (docs/product/chart-builder.md).",
      export: { file: 'saved-charts/', note: "the pictures of the person's stories" },
      deletion: {
        how: 'left behind',
        detail:
          'Deleting a story in the app removes its pictures, but deleting the user (whose stories go by database cascade) does not: the files stay.',
      },
      retention: 'Until the story is deleted in the app; for good once the owner is deleted.',
    },
  },
});
