/** Story messages shown by the web app (docs/product/stories.md). */
export const STORY_UI_MESSAGES = {
  savingChanges: 'Saving changes...',
  deleteSlideFailed: 'There was a problem deleting the slide. Please try again.',
  confirmDeleteSlide: 'Are you sure you want to delete this slide?',
  signedOut: 'You were signed out. Sign in again to save your changes.',
  signedOutTitle: 'You were signed out',
  signedOutBody:
    'Your latest changes could not be saved, so they are kept in this browser. Sign in again and they will be saved.',
  restoredChanges: 'Your unsaved changes from last time were put back and are being saved.',
} as const;
