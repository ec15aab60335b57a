export { commentBank, handinCommentEdits, handinComments, handins, handinScores } from './tables';
export { handedInStories, isHandedIn } from './handinService';
export { classFeedback, handinStatuses } from './scoreService';
export type { FeedbackHooks } from './feedbackHooks';
