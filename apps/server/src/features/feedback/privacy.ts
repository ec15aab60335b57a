import { declarePrivacy } from '../../platform/privacy/declaration';

const WITH_HANDIN =
  "Goes with the hand-in, which is deleted with the story (its owner's deletion); deleting the teacher leaves it (their class link is handed on).";
const KEPT = 'Until the story or the class link is deleted; nothing else removes hand-ins.';
const COAUTHOR =
  'A deleted co-author who is not the owner: hand-ins of the shared story keep their contributions.';

/** Feedback: hand-ins, comments, scores and the comment bank. */
export const privacy = declarePrivacy({
  tables: {
    handins: {
      holds:
        "A story as handed in (title, big question, every slide's picture and script), the pupil's note, who handed it in, and when it was handed in, returned and approved.",
      about: ['pupils'],
      purpose: 'Teachers reviewing a fixed version of the story (docs/product/feedback.md).',
      export: { file: 'feedback.json' },
      deletion: {
        how: 'cascade',
        detail:
          "Deleted with the story (its owner's deletion, unless the story is a group story, which is handed to a co-author). A hand-in belongs to the pupil: deleting the teacher hands the class link to a co-teacher or an administrator, so hand-ins stay. Deleting the pupil who handed it in empties `handed_in_by` (SET NULL).",
        leavesBehind: COAUTHOR,
      },
      retention: KEPT,
    },
    handin_comments: {
      holds: "Teachers' comments on a hand-in and pupils' replies, with their author and role.",
      about: ['teachers', 'pupils'],
      purpose:
        'Feedback pinned to a point, a sentence or the whole story, and the conversation about it.',
      export: {
        file: 'feedback.json',
        note: 'comments the person wrote, and those on their hand-ins',
      },
      deletion: {
        how: 'cascade',
        detail: `${WITH_HANDIN} A deleted pupil's replies on hand-ins of a story others keep are deleted; a deleted teacher's feedback stays with the pupil, without their name (SET NULL).`,
        leavesBehind:
          "A deleted teacher's comments on pupils' hand-ins stay, without their name: the feedback belongs to the pupil's hand-in.",
      },
      retention: `${KEPT} An author can delete their own comment.`,
    },
    handin_comment_edits: {
      holds: 'Every earlier text of an edited comment.',
      about: ['teachers', 'pupils'],
      purpose: 'Keeping the history of a comment visible after a return.',
      export: { file: 'feedback.json' },
      deletion: {
        how: 'cascade',
        detail: 'Goes with its comment.',
        leavesBehind: 'The earlier texts of a comment that stays (see `handin_comments`).',
      },
      retention: 'As long as its comment.',
    },
    handin_scores: {
      holds: "A pupil's rubric scores for a hand-in, with a copy of the teacher's rubric.",
      about: ['pupils', 'teachers'],
      purpose: 'Marking, and the grade a learning platform receives.',
      export: { file: 'feedback.json' },
      deletion: { how: 'cascade', detail: WITH_HANDIN },
      retention: KEPT,
    },
    comment_bank: {
      holds: 'The comments a teacher wrote or typed into their list, with how often each was used.',
      about: ['teachers'],
      purpose: 'Searching and reusing comments in one click.',
      export: { file: 'feedback.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the teacher.' },
      retention: 'Until the teacher removes the comment from the bank or is deleted.',
    },
  },
});
