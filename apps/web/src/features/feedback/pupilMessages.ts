import { MAX_COMMENT_LENGTH, MAX_HANDIN_NOTE_LENGTH } from '@dsb/core';

/**
 * Every string of the pupil's side of feedback (docs/product/feedback.md, "What a pupil sees"):
 * whole sentences, one function per count, so the screens can be translated.
 */
const count = (n: number) => n.toLocaleString();
/** A date as the pupil's browser writes it, e.g. "27 Nov, 10:05". */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export const PUPIL_MESSAGES = {
  // Handing in
  handInTo: (teacher: string) => (teacher ? `Hand in to ${teacher}` : 'Hand in'),
  handInAgainTo: (teacher: string) => (teacher ? `Hand in again to ${teacher}` : 'Hand in again'),
  handInShort: 'Hand in',
  handInTitle: (teacher: string) =>
    teacher ? `Hand in your story to ${teacher}` : 'Hand in your story',
  handInExplain:
    'Your teacher will see the story exactly as it is now. Until they return it with feedback, nobody in your group can change it.',
  noteLabel: 'Note for your teacher (optional)',
  notePlaceholder: 'Anything you want your teacher to know',
  noteCount: (n: number) => `${count(n)} / ${count(MAX_HANDIN_NOTE_LENGTH)} characters`,
  cancel: 'Cancel',
  confirmHandIn: 'Hand in',
  handingIn: 'Handing in...',
  handedInToast: (version: number) =>
    version > 1 ? `Version ${count(version)} handed in.` : 'Your story is handed in.',

  // Waiting (read-only)
  waitingTitle: 'Handed in: waiting for feedback',
  waitingBody: (teacher: string, when: string) =>
    teacher
      ? `You handed this story in to ${teacher} on ${when}. You can change it again when it is returned.`
      : `You handed this story in on ${when}. You can change it again when it is returned.`,
  waitingVersion: (version: number) => `Version ${count(version)}`,
  readOnlyHeading: 'Your story as handed in',
  backToStories: 'Back to My Data Stories',
  loadingStory: 'Loading the story...',
  storyFailed: 'Failed to load the story',
  retry: 'Try again',
  slideLabel: (n: number, title: string) => `Slide ${count(n)}: ${title}`,
  untitledSlide: 'Untitled slide',
  script: 'Script',
  noScript: 'No script yet',
  noSlides: 'This story has no slides yet.',
  emptySlide: 'Empty slide',

  // My Data Stories badges
  badgeWaiting: 'Handed in',
  badgeReturned: 'Feedback',
  badgeWaitingLabel: (version: number) =>
    `Handed in (version ${count(version)}): waiting for feedback`,
  badgeReturnedLabel: (version: number) => `Feedback on version ${count(version)}`,

  // The feedback panel
  feedback: 'Feedback',
  feedbackButton: (open: number) =>
    open === 0
      ? 'Feedback'
      : open === 1
        ? 'Feedback, 1 comment to do'
        : `Feedback, ${count(open)} comments to do`,
  closeFeedback: 'Close feedback',
  returnedOn: (teacher: string, version: number, when: string) =>
    teacher
      ? `${teacher} returned version ${count(version)} on ${when}.`
      : `Version ${count(version)} was returned on ${when}.`,
  doneCount: (done: number, total: number) => `${count(done)} of ${count(total)} done`,
  noComments: 'Your teacher left no comments.',
  storyComments: 'On the whole story',
  slideHeading: (n: number, title: string) => `Slide ${count(n)}: ${title}`,
  removedHeading: 'On parts that were removed',
  onRemoved: 'On a part that was removed',
  onPoint: (n: number) => `Comment ${count(n)} on the slide`,
  onSentence: 'On the sentence:',
  quoted: (text: string) => `“${text}”`,
  showSentence: (sentence: string) => `Show the sentence in the script: ${sentence}`,
  showPoint: (n: number) => `Show comment ${count(n)} on the slide`,
  marker: (n: number, text: string) => `Comment ${count(n)}: ${text}`,
  markersLabel: 'Teacher comments on this slide',
  edited: 'edited',
  editedHistory: 'Earlier versions of this comment',
  editedAt: (when: string) => `Before ${when}:`,
  markDone: 'Mark done',
  reply: 'Reply',
  replyLabel: 'Your reply',
  replyCount: (n: number) => `${count(n)} / ${count(MAX_COMMENT_LENGTH)} characters`,
  sendReply: 'Send reply',
  sending: 'Sending...',
  you: 'You',
  teacherRole: 'Teacher',
  scoresHeading: 'Scores',
  rubricName: (name: string) => `Rubric: ${name}`,
  criterionScore: (points: number, max: number) => `${count(points)} of ${count(max)} points`,
  criterionLevel: (level: number) => `Level ${count(level)}`,
  notScored: 'Not scored',
  total: (total: number, max: number) => `Total: ${count(total)} of ${count(max)}`,
  handInAgainHelp: 'When you have made your changes, hand the story in again.',
} as const;
