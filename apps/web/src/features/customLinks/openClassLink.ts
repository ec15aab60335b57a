import { openLink } from './arrivalApi';
import { isSameLink, readActiveLink, writeActiveLink, type ActiveClassLink } from './activeLink';

let pending: { trackingId: string; result: Promise<ActiveClassLink> } | null = null;

/**
 * Opens a share URL's link once per browser: the server counts the opening and says what the link
 * starts on. The same link again (a reload, the return from sign-in, a new tab) is not counted
 * twice; two calls at once (React's StrictMode) share one request. `openOnServer` is the request
 * (tests pass their own).
 */
export function openClassLink(
  trackingId: string,
  openOnServer: typeof openLink = openLink,
): Promise<ActiveClassLink> {
  const known = readActiveLink();
  if (isSameLink(known, trackingId)) return Promise.resolve(known!);
  if (pending && pending.trackingId === trackingId) return pending.result;
  const result = openOnServer(trackingId)
    .then((opened) => {
      const link: ActiveClassLink = { ...opened, awaitingSignIn: false };
      writeActiveLink(link);
      return link;
    })
    .finally(() => {
      if (pending?.result === result) pending = null;
    });
  pending = { trackingId, result };
  return result;
}
