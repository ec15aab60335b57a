/**
 * Every sentence the app says inside a learning platform (docs/product/lti.md): the frame session,
 * "Open in a new tab" and the instructor's picker of a big question for the course.
 */
export const LTI_MESSAGES = {
  // The session inside the platform's frame
  sessionEnded:
    'Your session from the course has ended. Open the activity again from your course to go on working.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  // Open in a new tab
  openInNewTab: 'Open in a new tab',
  openInNewTabHint: 'Opens this page in a new browser tab, signed in as you.',
  newTabFailed: 'The page could not be opened in a new tab. Please try again.',
  newTabBlocked: 'Your browser blocked the new tab. Allow pop-ups for this site, then try again.',
} as const;

/** The Deep Linking picker: an instructor adds a big question to the course. */
export const PICKER_MESSAGES = {
  pageTitle: 'Add a big question to your course',
  course: (name: string) => `Course: ${name}`,
  platformOnly: (platform: string) => `Learning platform: ${platform}`,
  loading: 'Loading the request from your course...',
  requestMissing: 'The link to this page has no request from your course.',
  requestGone:
    'This request from your course has expired or was already used. Go back to your course and add the activity again.',
  requestFailed: 'The request from your course could not be loaded.',
  searchLabel: 'Search the big questions',
  searchPlaceholder: 'e.g. climate, sleep, sport',
  search: 'Search',
  clearSearch: 'Show all big questions',
  listLabel: 'Big questions',
  promptsLoading: 'Loading big questions...',
  promptsFailed: 'The big questions could not be loaded.',
  noResults: (query: string) => `No big questions match “${query}”.`,
  libraryEmpty: 'The library has no big questions yet.',
  resultCount: (n: number) =>
    n === 1 ? '1 big question found.' : `${new Intl.NumberFormat().format(n)} big questions found.`,
  loadMore: 'Load more',
  untitled: 'Untitled big question',
  chosen: (title: string) => `Chosen: ${title}`,
  rubricLabel: 'Rubric (optional)',
  rubricHint: 'Hand-ins from the course are scored on it; the score goes to the gradebook.',
  rubricNone: 'No rubric',
  rubricsLoading: 'Loading your rubrics...',
  rubricsFailed: 'Your rubrics could not be loaded. The activity can be added without one.',
  titleLabel: 'Title in the course',
  titleHint: 'What pupils see in the course. It starts as the big question.',
  titleRequired: 'The activity needs a title.',
  chooseFirst: 'Choose a big question first.',
  submit: 'Add to course',
  submitting: 'Adding to your course...',
  noToken:
    'Your session from the course is missing. Open the activity picker again from your course.',
} as const;
