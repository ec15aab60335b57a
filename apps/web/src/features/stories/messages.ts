/** Story messages shown by the web app (spec 1 §8, spec 3 §2). */
export const STORY_UI_MESSAGES = {
  savingChanges: 'Saving changes...',
  deleteSlideFailed: 'There was a problem deleting the slide. Please try again.',
  confirmDeleteSlide: 'Are you sure you want to delete this slide?',
} as const;
