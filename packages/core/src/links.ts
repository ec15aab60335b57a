import { z } from 'zod';

/**
 * Links the app stores and later puts into `href` or `src` (issue 9, defect 5). A `javascript:`
 * or `data:` address in a prompt's source link runs script when a pupil clicks it, so only two
 * forms are valid anywhere a link is stored:
 * - a web address: absolute http or https with a host;
 * - for images only, also a path in this app (`/files/...`, `/api/proxy/image?url=...`), which
 *   is what uploads, charts and proxied web images are stored as.
 * Control characters (tab and newline included) are refused, not cleaned: browsers drop them
 * from addresses, so `java\tscript:` would become `javascript:` after the check.
 */

export const MAX_LINK_LENGTH = 2000;

export const LINK_MESSAGES = {
  webOnly: 'Only http and https addresses are allowed',
  webOrApp: 'Only http and https addresses or paths in this app are allowed',
  tooLong: `Addresses can be at most ${MAX_LINK_LENGTH} characters`,
} as const;

const DATA_IMAGE = /^\s*data:image\//i;

// eslint-disable-next-line no-control-regex -- C0 controls, tab and newline included, and DEL
const CONTROL_OR_SPACE_EDGE = /[\u0000-\u001f\u007f]|^\s|\s$/;
/** The scheme written out, then a host (userinfo, name or address, and port) before any path. */
const WEB_ADDRESS = /^https?:\/\/[^/?#\\\s]+(?:[/?#]|$)/i;
/** `//host` and `/\host` leave the app (browsers read a backslash as a slash). */
const APP_PATH = /^\/(?![/\\])/;

/**
 * True for an absolute http(s) address with a host, written out in full (`https://host/...`).
 * Browsers read the scheme of such a string as http(s) too: they only drop leading and trailing
 * spaces and control characters, and tabs and newlines inside, which are all refused here.
 */
export function isWebAddress(value: string): boolean {
  return !CONTROL_OR_SPACE_EDGE.test(value) && WEB_ADDRESS.test(value);
}

/** True for a path in this app (`/files/...`): same origin, so never a script or another site. */
export function isAppPath(value: string): boolean {
  return !CONTROL_OR_SPACE_EDGE.test(value) && APP_PATH.test(value);
}

/** True for an address imageLink() takes (data images aside): a web address or a path in this app. */
export function isImageAddress(value: string): boolean {
  return isWebAddress(value) || isAppPath(value);
}

/** A stored link that people follow (a source page): http(s) only. */
export const webLink = () =>
  z
    .string()
    .max(MAX_LINK_LENGTH, LINK_MESSAGES.tooLong)
    .refine(isWebAddress, LINK_MESSAGES.webOnly);

/**
 * A stored image address: http(s), or a path in this app such as `/files/...`. `passDataImages`
 * lets `data:image/...` through for a caller with its own rule for them (stories refuse embedded
 * images anywhere, with their own message); an image address never runs script, only a link does.
 * `maxLength` keeps a longer bound a field already had (a saved headline's proxied image address).
 */
export const imageLink = (options: { passDataImages?: boolean; maxLength?: number } = {}) => {
  const maxLength = options.maxLength ?? MAX_LINK_LENGTH;
  return z
    .string()
    .max(maxLength, `Addresses can be at most ${maxLength} characters`)
    .refine(
      (value) =>
        isImageAddress(value) || (options.passDataImages === true && DATA_IMAGE.test(value)),
      LINK_MESSAGES.webOrApp,
    );
};
