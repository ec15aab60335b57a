import { MAX_COMMENT_LENGTH } from '@dsb/core';
import { feedbackMessages } from './messages';

/**
 * Every string of the teacher's review screen (docs/product/feedback.md, "The review screen"),
 * in the interface language (locales/en.json and its translations): each is a function called
 * when shown, with the screen's own arguments.
 */
const m = feedbackMessages.review;
const s = feedbackMessages.shared;

export const REVIEW_MESSAGES = {
  loading: m.loading,
  loadFailed: m.loadFailed,
  backToClass: m.backToClass,
  nothingHandedIn: m.nothingHandedIn,
  nothingHandedInBody: m.nothingHandedInBody,
  pageTitle: (story: string) => m.pageTitle({ story }),
  untitledStory: m.untitledStory,
  untitledSlide: s.untitledSlide,
  byPupil: (pupil: string) => m.byPupil({ pupil }),
  byGroup: (pupil: string, others: string) => m.byGroup({ pupil, others }),
  version: (n: number) => s.version({ n }),
  handedIn: (date: string) => m.handedIn({ date }),
  returnedOn: (date: string) => m.returnedOn({ date }),
  pupilNote: m.pupilNote,
  statusWaiting: m.statusWaiting,
  statusReturned: m.statusReturned,
  notApproved: m.notApproved,
  bigQuestion: m.bigQuestion,

  // Slides
  slideStrip: m.slideStrip,
  slideLabel: (n: number, title: string) => s.slideLabel({ n, title }),
  slideButton: (n: number, title: string, comments: number) =>
    m.slideButton({ n, title, comments }),
  noSlides: m.noSlides,
  script: s.script,
  noScript: m.noScript,
  scriptHelp: m.scriptHelp,
  sentenceButton: (text: string, comments: number) => m.sentenceButton({ text, comments }),
  previousSlide: m.previousSlide,
  nextSlide: m.nextSlide,
  slideHelp: m.slideHelp,
  pointMode: m.pointMode,
  pointModeHelp: m.pointModeHelp,
  pointArea: (slide: string) => m.pointArea({ slide }),
  crosshairAt: (x: number, y: number) => m.crosshairAt({ x, y }),
  marker: (n: number) => m.marker({ n }),
  newMarker: m.newMarker,

  // Writing a comment
  composerTitle: m.composerTitle,
  commentLabel: m.commentLabel,
  commentPlaceholder: m.commentPlaceholder,
  onStory: m.onStory,
  onPoint: (slide: number) => m.onPoint({ slide }),
  onSentence: (slide: number, sentence: string) => m.onSentence({ slide, sentence }),
  onStoryInstead: m.onStoryInstead,
  counter: (n: number) => s.counter({ n, max: MAX_COMMENT_LENGTH }),
  addComment: m.addComment,

  // Comment bank
  bankTitle: m.bankTitle,
  bankHelp: m.bankHelp,
  bankSearch: m.bankSearch,
  bankEmpty: m.bankEmpty,
  bankNoMatch: m.bankNoMatch,
  bankLoadFailed: m.bankLoadFailed,
  insert: m.insert,
  insertLabel: (text: string) => m.insertLabel({ text }),
  bankUses: (n: number) => m.bankUses({ n }),
  bankAddLabel: m.bankAddLabel,
  bankAdd: m.bankAdd,
  bankEditLabel: m.bankEditLabel,
  bankEditButton: (text: string) => m.bankEditButton({ text }),
  bankDeleteButton: (text: string) => m.bankDeleteButton({ text }),

  // Comments list
  commentsTitle: (n: number) => m.commentsTitle({ n }),
  commentsEmpty: m.commentsEmpty,
  targetStory: m.targetStory,
  targetPoint: (n: number | null, slide: number) =>
    n === null ? m.targetPointUnnumbered({ slide }) : m.targetPoint({ n, slide }),
  targetSentence: (slide: number, sentence: string) => m.targetSentence({ slide, sentence }),
  targetRemoved: s.removedTarget,
  goToTarget: (label: string) => m.goToTarget({ label }),
  edited: s.edited,
  showHistory: m.showHistory,
  hideHistory: m.hideHistory,
  historyTitle: m.historyTitle,
  editedAt: (date: string) => m.editedAt({ date }),
  edit: m.edit,
  editLabel: m.editLabel,
  save: m.save,
  cancel: s.cancel,
  delete: m.delete,
  deleteConfirm: m.deleteConfirm,
  done: m.done,
  reply: (name: string) => m.reply({ name }),
  replies: (n: number) => m.replies({ n }),
  answer: m.answer,
  answerLabel: (name: string) => m.answerLabel({ name }),
  sendAnswer: m.sendAnswer,

  // Rubric
  rubricTitle: (name: string) => s.rubric({ name }),
  levelPoints: (n: number) => m.levelPoints({ n }),
  levelLabel: (level: number, description: string, points: string) =>
    description
      ? m.levelLabelDescribed({ level, description, points })
      : m.levelLabel({ level, points }),
  total: (total: number, max: number) => s.total({ total, max }),
  saveScores: m.saveScores,
  scoresSaved: m.scoresSaved,
  scoresUnsaved: m.scoresUnsaved,

  // Return
  returnButton: m.returnButton,
  returnApprove: m.returnApprove,
  returnTitle: m.returnTitle,
  returnBody: (pupil: string) => m.returnBody({ pupil }),
  returnApproveBody: (pupil: string) => m.returnApproveBody({ pupil }),
  returnConfirm: m.returnConfirm,
  approve: m.approve,

  // Compare
  compare: (n: number) => m.compare({ n }),
  closeCompare: m.closeCompare,
  compareTitle: (older: number, newer: number) => m.compareTitle({ older, newer }),
  compareHelp: m.compareHelp,
  compareLoadFailed: m.compareLoadFailed,
  versionSide: (n: number) => s.version({ n }),
  versionSlide: (n: number, title: string) => m.versionSlide({ n, title }),
  slideAdded: m.slideAdded,
  slideRemoved: m.slideRemoved,
  slideChanged: m.slideChanged,
  slideSame: m.slideSame,
  canvasChanged: m.canvasChanged,
  noSlideHere: m.noSlideHere,
  addedText: m.addedText,
  removedText: m.removedText,
  endChange: m.endChange,
  changedCount: (n: number) => m.changedCount({ n }),
} as const;
