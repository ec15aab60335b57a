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
        how: 'user deletion',
        detail:
          'Deleting a story in the app removes its pictures; deleting the user removes `saved-charts/<storyId>/` of each story that goes with them (a group story handed on to a co-author keeps its pictures).',
      },
      retention: 'Until the story is deleted, in the app or with its owner.',
    },
  },
});
