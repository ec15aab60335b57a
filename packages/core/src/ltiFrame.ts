// How the app runs inside a learning platform's iframe (docs/product/lti.md). Apart from the LTI
// schemas, so the first page, which starts frame mode, does not load them.
/** How long the token the app uses inside the platform's iframe (instead of a cookie) lasts. */
export const LTI_FRAME_TOKEN_MINUTES = 60;
/** The launch hands the app in the iframe its token in the address fragment: `#lti=<token>`. */
export const LTI_FRAME_FRAGMENT = 'lti';
/** The collab WebSocket cannot send headers: in the iframe it passes the token as this query field. */
export const LTI_FRAME_QUERY = 'access_token';
