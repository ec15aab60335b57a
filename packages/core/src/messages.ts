/** User-facing messages (docs/product/), so server and client say the same thing. */
export const MESSAGES = {
  authRequired: 'Authentication required',
  adminRequired: "You don't have permission to access this page.",
  originRejected: 'Request origin not allowed',
  notFound: 'Not found',
  tooLarge: 'Request body is too large',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidJson: 'Request body is not valid JSON',
  internal: 'Something went wrong on the server. Please try again.',
  accountDisabled: 'This account is not active. Please contact your teacher or administrator.',
  genericPageError: 'Something went wrong. Please refresh the page.',
} as const;
