import type { ClassProgress, GradeSendStatus } from '@dsb/core';

const number = (n: number) => new Intl.NumberFormat().format(n);

/**
 * The class link's feedback settings and the class view's feedback columns
 * (docs/product/custom-links.md; docs/product/feedback.md).
 */
export const LINK_FEEDBACK_MESSAGES = {
  rubrics: 'Rubrics',
  rubricsHint: 'Make the rubrics you score hand-ins on.',
  manageRubrics: 'Manage your rubrics',
  rubricLabel: 'Rubric (optional)',
  rubricHint: 'Hand-ins through this link are scored on it.',
  rubricNone: 'None',
  rubricsLoading: 'Loading your rubrics...',
  rubricsFailed: 'Your rubrics could not be loaded. The link can be saved without one.',
  reviewLabel: 'Review before sharing',
  reviewHint:
    "Pupils' narrated videos open only for them and you until you approve a hand-in of their story.",
  cardRubric: 'Rubric',
  cardReview: 'Review before sharing',
  on: 'On',
  off: 'Off',
  // The class view
  classSettings: (rubric: string, review: string) =>
    `Rubric: ${rubric} · Review before sharing: ${review}`,
  progressColumn: 'Progress',
  scoreColumn: 'Score',
  progress: {
    'not started': 'Not started',
    'in progress': 'In progress',
    'handed in': 'Handed in',
    returned: 'Returned',
    resubmitted: 'Resubmitted',
  } satisfies Record<ClassProgress, string>,
  progressVersion: (label: string, version: number) => `${label} (version ${number(version)})`,
  score: (total: number, max: number) => `${number(total)} / ${number(max)}`,
  notScored: 'Not scored',
  scoreLine: (score: string) => `Score: ${score}`,
  review: 'Review',
  reviewStory: (title: string, authors: string) => `Review ${title} by ${authors}`,
  notStartedTitle: 'Not started',
  notStartedCount: (n: number) =>
    n === 1
      ? '1 pupil of this class has not started a story yet.'
      : `${number(n)} pupils of this class have not started a story yet.`,
  downloadScores: 'Download scores (CSV)',
  // Whether a score reached the learning platform's gradebook (docs/product/lti.md, "Grades")
  grade: {
    waiting: 'Grade not sent yet',
    sent: 'Grade sent',
    failed: 'Grade not sent: the learning platform refused it',
  } satisfies Record<GradeSendStatus, string>,
  gradeRetry: 'Send the grade again',
  gradeRetryFor: (pupil: string) => `Send the grade again for ${pupil}`,
  gradeHint: {
    waiting:
      'The score will be sent to the course gradebook again shortly; nothing is needed from you.',
    sent: 'The course gradebook has this score.',
    failed:
      'The learning platform did not accept this score. Check that the activity still exists in your course and accepts grades, then send it again.',
  } satisfies Record<GradeSendStatus, string>,
} as const;
