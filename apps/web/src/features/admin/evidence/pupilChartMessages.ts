/** Texts of the admin's "Pupils' saved charts" section (docs/product/admin-evidence.md). */
export const PUPIL_CHARTS_TEXT = {
  heading: "Pupils' saved charts",
  intro:
    'Charts pupils made and saved to their evidence. Add a good one to the evidence library: its data, source and alt text go with it.',
  show: "Show pupils' saved charts",
  hide: "Hide pupils' saved charts",
  loading: "Loading pupils' saved charts...",
  loadFailed: "Pupils' saved charts could not be loaded. Please try again.",
  none: 'No pupil has saved a chart yet.',
  promote: 'Add to library',
  inLibrary: 'In the library',
  promoteFailed: 'The chart could not be added to the library. Please try again.',
  source: (label: string) => `Source: ${label}`,
  story: (title: string) => `From the story "${title}"`,
  promoteLabel: (title: string) => `Add "${title}" to the evidence library`,
  savedOn: (date: string) => `Saved on ${date}`,
} as const;
