import { NEWS_MESSAGES } from '@dsb/core';

/**
 * The headlines panel's texts: the shared ones (core's NEWS_MESSAGES) and the panel's own
 * (docs/product/headlines.md).
 */
export const HEADLINES_UI = {
  ...NEWS_MESSAGES,
  filterPlaceholder: 'Filter current results...',
  readFullArticle: 'Read Full Article',
  addToSlide: 'Add to slide',
  save: 'Save headline',
  unsave: 'Unsave headline',
  loading: 'Loading headlines...',
  loadingSaved: 'Loading saved headlines...',
  noSaved: 'No saved headlines yet. Use the bookmark on a headline to keep it here.',
  noMatch: 'No headlines match this filter.',
  suggestions: 'Try one of these words:',
  tryAgain: 'Try again',
} as const;

export const currentTopicLine = (label: string) => `Current topic: ${label}`;
export const searchingForLine = (term: string) => `Showing headlines for "${term}"`;
