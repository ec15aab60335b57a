/** Evidence panel texts (docs/product/evidence.md). */
export const EVIDENCE_UI = {
  searchPlaceholder: 'Search for evidence...',
  savedPlaceholder: 'Search saved evidence...',
  saveTitle: 'Save Data Chart',
  removeTitle: 'Remove Data Chart',
  invalidResponse: 'Invalid response format from search API',
  searchFailed: 'Failed to search evidence. Please check your connection and try again.',
  updateFailed: 'Failed to update evidence',
  deleteFailed: 'Failed to delete evidence. Please try again.',
  confirmDelete:
    'Are you sure you want to delete this evidence item? This action cannot be undone.',
  detailsFailed: 'Failed to fetch evidence details...',
  removedFromLibrary: 'This chart was removed from the library.',
  guideFailed: 'Failed to load guide. Please try refreshing the page.',
  noStory: 'Open a story to save data charts: saved charts are kept with a story.',
  noId: 'This data chart cannot be saved because it has no id.',
  saved: 'Data chart saved to your story',
  removed: 'Data chart removed from your story',
  analyzeSoon: 'AI analysis is coming soon',
  makeChart: 'Make your own chart from this data',
} as const;

export const foundCount = (n: number) => `Found ${n} data chart(s)`;
export const loadingCount = (loaded: number, total: number) =>
  `Loading data charts: ${loaded} of ${total}`;
export const noResults = (query: string) => `No data charts found matching "${query}"`;
