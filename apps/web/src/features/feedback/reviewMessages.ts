import { MAX_COMMENT_LENGTH } from '@dsb/core';

/**
 * Every string of the teacher's review screen (docs/product/feedback.md, "The review screen"):
 * whole sentences, one function per count, so the screen can be translated.
 */
const count = (n: number) => n.toLocaleString();

export const REVIEW_MESSAGES = {
  loading: 'Loading the hand-in...',
  loadFailed: 'Failed to load the hand-in',
  backToClass: 'Back to the class view',
  nothingHandedIn: 'Nothing handed in yet',
  nothingHandedInBody:
    'This story has not been handed in. When the pupil hands it in, you can review it here.',
  pageTitle: (story: string) => `Review: ${story}`,
  untitledStory: 'Untitled Story',
  untitledSlide: 'Untitled slide',
  byPupil: (pupil: string) => `By ${pupil}`,
  byGroup: (pupil: string, others: string) => `By ${pupil} with ${others}`,
  version: (n: number) => `Version ${count(n)}`,
  handedIn: (date: string) => `Handed in ${date}`,
  returnedOn: (date: string) => `Returned ${date}`,
  pupilNote: 'Note from the pupil',
  statusWaiting: 'Waiting for feedback',
  statusReturned: 'Returned',
  approved: 'Approved for sharing',
  notApproved: 'Not approved for sharing yet',
  bigQuestion: 'Big question:',

  // Slides
  slideStrip: 'Slides',
  slideLabel: (n: number, title: string) => `Slide ${count(n)}: ${title}`,
  slideButton: (n: number, title: string, comments: number) =>
    comments === 0
      ? `Slide ${count(n)}: ${title}`
      : comments === 1
        ? `Slide ${count(n)}: ${title}, 1 comment`
        : `Slide ${count(n)}: ${title}, ${count(comments)} comments`,
  noSlides: 'This hand-in has no slides.',
  script: 'Script',
  noScript: 'No script on this slide.',
  scriptHelp: 'Choose a sentence to comment on it.',
  sentenceButton: (text: string, comments: number) =>
    comments === 0
      ? `Comment on the sentence: ${text}`
      : comments === 1
        ? `Comment on the sentence: ${text} (1 comment)`
        : `Comment on the sentence: ${text} (${count(comments)} comments)`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideHelp: 'Click or tap a point on the slide to comment on it.',
  pointMode: 'Comment on a point',
  pointModeStop: 'Stop choosing a point',
  pointModeHelp:
    'Move the crosshair with the arrow keys (Shift for bigger steps), press Enter to place the comment there, Escape to stop.',
  pointArea: (slide: string) => `Choose a point on ${slide}`,
  crosshairAt: (x: number, y: number) =>
    `Crosshair at ${count(x)}% from the left, ${count(y)}% from the top`,
  marker: (n: number) => `Comment ${count(n)}`,
  newMarker: 'New comment here',

  // Writing a comment
  composerTitle: 'Add a comment',
  commentLabel: 'Your comment',
  commentPlaceholder: 'What should the pupil keep, change or add?',
  onStory: 'On the whole story',
  onPoint: (slide: number) => `On a point of slide ${count(slide)}`,
  onSentence: (slide: number, sentence: string) => `On slide ${count(slide)}: "${sentence}"`,
  onStoryInstead: 'Comment on the whole story instead',
  counter: (n: number) => `${count(n)} / ${count(MAX_COMMENT_LENGTH)} characters`,
  addComment: 'Add comment',
  commentAdded: 'Comment added',

  // Comment bank
  bankTitle: 'Comment bank',
  bankHelp: 'Your earlier comments. Insert one into the comment you are writing.',
  bankSearch: 'Search your comments',
  bankEmpty: 'No comments in your bank yet. Comments you write are added to it.',
  bankNoMatch: 'No comments match your search.',
  bankLoadFailed: 'Failed to load your comment bank',
  insert: 'Insert',
  insertLabel: (text: string) => `Insert: ${text}`,
  bankUses: (n: number) => (n === 1 ? 'Used once' : `Used ${count(n)} times`),
  bankAddLabel: 'New comment for the bank',
  bankAdd: 'Add to bank',
  bankEditLabel: 'Edit the comment in your bank',
  bankEditButton: (text: string) => `Edit in your bank: ${text}`,
  bankDeleteButton: (text: string) => `Delete from your bank: ${text}`,
  bankShow: 'Show the comment bank',
  bankHide: 'Hide the comment bank',

  // Comments list
  commentsTitle: (n: number) =>
    n === 0 ? 'No comments yet' : n === 1 ? '1 comment' : `${count(n)} comments`,
  commentsEmpty: 'Comments you add appear here, and the pupil sees them when you return the story.',
  targetStory: 'Whole story',
  targetPoint: (n: number | null, slide: number) =>
    n === null ? `A point on slide ${count(slide)}` : `Point ${count(n)} on slide ${count(slide)}`,
  targetSentence: (slide: number, sentence: string) =>
    `Slide ${count(slide)}, sentence: "${sentence}"`,
  targetRemoved: 'On a part that was removed',
  goToTarget: (label: string) => `Show: ${label}`,
  edited: 'edited',
  showHistory: 'Show earlier versions',
  hideHistory: 'Hide earlier versions',
  historyTitle: 'Earlier versions',
  editedAt: (date: string) => `Replaced ${date}`,
  edit: 'Edit',
  editLabel: 'Edit your comment',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this comment? The pupil will not see it.',
  commentDeleted: 'Comment deleted',
  done: 'Marked done by the pupil',
  reply: (name: string) => `Reply from ${name}`,
  replies: (n: number) => (n === 1 ? '1 reply' : `${count(n)} replies`),
  answer: 'Answer',
  answerLabel: (name: string) => `Your answer to ${name}`,
  sendAnswer: 'Send answer',

  // Rubric
  rubricTitle: (name: string) => `Rubric: ${name}`,
  criterion: 'Criterion',
  levelPoints: (n: number) => (n === 1 ? '1 point' : `${count(n)} points`),
  levelLabel: (level: number, description: string, points: string) =>
    description
      ? `Level ${count(level)}: ${description}, ${points}`
      : `Level ${count(level)}, ${points}`,
  total: (total: number, max: number) => `Total: ${count(total)} of ${count(max)}`,
  saveScores: 'Save scores',
  scoresSaved: 'Scores saved',
  scoresUnsaved: 'Not saved yet',

  // Return
  returnButton: 'Return to pupil',
  returnApprove: 'Return and approve for sharing',
  returnTitle: 'Return this story?',
  returnBody: (pupil: string) =>
    `${pupil} will see your comments and scores and can change the story again.`,
  returnApproveBody: (pupil: string) =>
    `${pupil} will see your comments and scores and can change the story again. Approving lets others watch the story's narrated videos.`,
  returnConfirm: 'Return',
  returnedNotice: 'Returned to the pupil',
  approve: 'Approve for sharing',
  approvedNotice: 'Approved for sharing',

  // Compare
  compare: (n: number) => `Compare with version ${count(n)}`,
  closeCompare: 'Back to the review',
  compareTitle: (older: number, newer: number) =>
    `Version ${count(newer)} beside version ${count(older)}`,
  compareHelp:
    'Added words are underlined, removed words are struck through. Changed, added and removed slides are marked.',
  compareLoadFailed: 'Failed to load the earlier version',
  versionSide: (n: number) => `Version ${count(n)}`,
  versionSlide: (n: number, title: string) => `Version ${count(n)}: ${title}`,
  slideAdded: 'Added slide',
  slideRemoved: 'Removed slide',
  slideChanged: 'Changed slide',
  slideSame: 'Unchanged',
  canvasChanged: 'The slide itself changed.',
  scriptChanged: 'The script changed.',
  noSlideHere: 'Not in this version',
  addedText: 'added:',
  removedText: 'removed:',
  endChange: '(end of change)',
  changedCount: (n: number) =>
    n === 0 ? 'No slide changed.' : n === 1 ? '1 slide changed.' : `${count(n)} slides changed.`,
} as const;
