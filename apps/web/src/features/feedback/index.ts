/**
 * Teacher feedback (docs/product/feedback.md): the pupil's side (hand in, read-only while
 * waiting, the feedback panel) and the teacher's review screen.
 */
export * as feedbackApi from './api';
export { HandInButton } from './HandInButton';
export { HandinGate } from './HandinReadOnly';
export { FeedbackPanel, FeedbackToggle } from './FeedbackPanel';
export { FeedbackMarkers } from './FeedbackMarkers';
export { HandinBadge } from './HandinBadge';
export { useFeedbackPanel, useSentenceHighlight } from './pupilFeedback';
