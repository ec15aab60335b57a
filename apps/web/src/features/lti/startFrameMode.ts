import { installFrameFetch } from './frameFetch';
import { takeFrameToken } from './frameToken';

/**
 * Called once by main.tsx before the router reads the address (docs/product/lti.md, "The web app
 * inside the frame"): takes the token a launch handed over in the fragment, and in frame mode
 * sends it with every same-origin request and keeps it fresh (that part loads after the first
 * page). Outside a platform it does nothing. Returns whether the app runs in frame mode.
 */
export function startFrameMode(): boolean {
  if (!takeFrameToken()) return false;
  installFrameFetch();
  void import('./frameSession').then((m) => m.keepSessionFresh());
  return true;
}
