import { MAX_COMMENT_LENGTH, MAX_HANDIN_NOTE_LENGTH } from '@dsb/core';
import { formatDate } from '../../i18n';
import { feedbackMessages } from './messages';

/**
 * Every string of the pupil's side of feedback (docs/product/feedback.md, "What a pupil sees"),
 * in the interface language (locales/en.json and its translations): each is a function called
 * when shown, with the screen's own arguments.
 */
const m = feedbackMessages.pupil;
const s = feedbackMessages.shared;

/** A date as the interface language writes it, e.g. "27 Nov, 10:05". */
export const formatWhen = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const PUPIL_MESSAGES = {
  // Handing in
  handInTo: (teacher: string) => (teacher ? m.handInTo({ teacher }) : m.handIn()),
  handInAgainTo: (teacher: string) => (teacher ? m.handInAgainTo({ teacher }) : m.handInAgain()),
  handInShort: m.handIn,
  handInTitle: (teacher: string) => (teacher ? m.handInTitleTo({ teacher }) : m.handInTitle()),
  handInExplain: m.handInExplain,
  noteLabel: m.noteLabel,
  notePlaceholder: m.notePlaceholder,
  noteCount: (n: number) => s.counter({ n, max: MAX_HANDIN_NOTE_LENGTH }),
  cancel: s.cancel,
  confirmHandIn: m.handIn,
  handedInToast: (version: number) =>
    version > 1 ? m.handedInVersion({ version }) : m.handedInFirst(),

  // Waiting (read-only)
  waitingTitle: m.waitingTitle,
  waitingBody: (teacher: string, when: string) =>
    teacher ? m.waitingBodyTo({ teacher, when }) : m.waitingBody({ when }),
  waitingVersion: (version: number) => s.version({ n: version }),
  readOnlyHeading: m.readOnlyHeading,
  backToStories: m.backToStories,
  loadingStory: m.loadingStory,
  slideLabel: (n: number, title: string) => s.slideLabel({ n, title }),
  untitledSlide: s.untitledSlide,
  script: s.script,
  noScript: m.noScript,
  noSlides: m.noSlides,
  emptySlide: m.emptySlide,

  // My Data Stories badges
  badgeWaiting: m.badgeWaiting,
  badgeReturned: m.badgeReturned,
  badgeWaitingLabel: (version: number) => m.badgeWaitingLabel({ version }),
  badgeReturnedLabel: (version: number) => m.badgeReturnedLabel({ version }),

  // The feedback panel
  feedback: m.feedback,
  feedbackButton: (open: number) => m.feedbackButton({ open }),
  closeFeedback: m.closeFeedback,
  returnedOn: (teacher: string, version: number, when: string) =>
    teacher ? m.returnedOnBy({ teacher, version, when }) : m.returnedOn({ version, when }),
  doneCount: (done: number, total: number) => m.doneCount({ done, total }),
  noComments: m.noComments,
  storyComments: feedbackMessages.review.onStory,
  slideHeading: (n: number, title: string) => s.slideLabel({ n, title }),
  removedHeading: m.removedHeading,
  onRemoved: s.removedTarget,
  onPoint: (n: number) => m.onPoint({ n }),
  onSentence: m.onSentence,
  quoted: (text: string) => m.quoted({ text }),
  showSentence: (sentence: string) => m.showSentence({ sentence }),
  showPoint: (n: number) => m.showPoint({ n }),
  marker: (n: number, text: string) => m.marker({ n, text }),
  markersLabel: m.markersLabel,
  edited: s.edited,
  editedHistory: m.editedHistory,
  editedAt: (when: string) => m.editedAt({ when }),
  markDone: m.markDone,
  reply: m.reply,
  replyLabel: m.replyLabel,
  replyCount: (n: number) => s.counter({ n, max: MAX_COMMENT_LENGTH }),
  sendReply: m.sendReply,
  you: m.you,
  scoresHeading: m.scoresHeading,
  rubricName: (name: string) => s.rubric({ name }),
  criterionScore: (points: number, max: number) => m.criterionScore({ points, max }),
  criterionLevel: (level: number) => m.criterionLevel({ level }),
  notScored: m.notScored,
  total: (total: number, max: number) => s.total({ total, max }),
  handInAgainHelp: m.handInAgainHelp,
} as const;
