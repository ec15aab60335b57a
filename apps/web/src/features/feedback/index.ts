/**
 * Teacher feedback (docs/product/feedback.md): the pupil's side (hand in, read-only while
 * waiting, the feedback panel) and the teacher's review screen.
 */
export * as feedbackApi from './api';
