import { declarePrivacy } from '../../platform/privacy/declaration';

/** A teacher's rubrics. */
export const privacy = declarePrivacy({
  tables: {
    rubrics: {
      holds: "A teacher's rubrics: names, criteria and levels they wrote.",
      about: ['teachers'],
      purpose: 'Scoring hand-ins (docs/product/feedback.md, "Rubrics").',
      export: { file: 'feedback.json' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleted with the teacher; scores already given keep their own copy (`handin_scores`).',
      },
      retention: 'Until the teacher deletes the rubric or is deleted.',
    },
  },
});
