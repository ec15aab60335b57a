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

/** Who holds an object's properties after another's change replaced this pupil's. */
export type KeptBy = { kind: 'member'; name: string } | { kind: 'self' } | { kind: 'unknown' };

/** "Ben moved this chart at the same time; their position was kept." and its kinds. */
function replacedSentence(did: string, what: string) {
  return (thing: string, keptBy: KeptBy): string => {
    if (keptBy.kind === 'self')
      return `You ${did} this ${thing} in another tab at the same time; that ${what} was kept.`;
    const who = keptBy.kind === 'member' ? keptBy.name : 'Someone in your group';
    return `${who} ${did} this ${thing} at the same time; their ${what} was kept.`;
  };
}

/** Live editing's messages (docs/product/group-work.md, "Editing together"). */
export const LIVE_MESSAGES = {
  cannotConnect:
    'This story could not be opened for editing: the connection to the server failed. Check your connection and try again.',
  signedOut: STORY_UI_MESSAGES.signedOut,
  offlineKept: 'Offline: changes kept on this device',
  offlineNotKept: 'Offline: keep this tab open until your changes are saved',
  offline: 'Offline',
  offlineHelp: 'Changes you make are kept on this device and saved when the connection is back.',
  replaced: {
    position: replacedSentence('moved', 'position'),
    size: replacedSentence('resized', 'size'),
    rotation: replacedSentence('turned', 'angle'),
    color: replacedSentence('recolored', 'color'),
    text: replacedSentence('edited', 'text'),
    other: replacedSentence('changed', 'change'),
  },
  putMineBack: 'Put mine back',
  dismissNotice: 'Dismiss',
  ended: {
    removed: 'You are no longer in this story: its owner removed you.',
    deleted: 'This story was deleted by its owner.',
    malformed:
      'The connection to this story was closed because of an error. Reload the page to go on.',
    handedIn:
      'This story is handed in and waiting for feedback: it can be changed again when your teacher returns it.',
  },
} as const;
