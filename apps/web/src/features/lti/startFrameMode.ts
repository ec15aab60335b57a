import { showNotice } from '../../ui/toast';
import { installFrameFetch } from './frameFetch';
import { takeFrameToken } from './frameToken';
import { LTI_MESSAGES } from './messages';
import { keepFrameTokenFresh } from './renewal';

export const SESSION_ENDED_NOTICE = 'lti-session-ended';

/**
 * Called once by main.tsx before the router reads the address (docs/product/lti.md, "Inside the
 * platform's frame"): takes the token a launch handed over in the fragment, and in frame mode
 * sends it with every same-origin request and keeps it fresh. Outside a platform it does nothing.
 * Returns whether the app runs in frame mode.
 */
export function startFrameMode(): boolean {
  if (!takeFrameToken()) return false;
  installFrameFetch();
  keepFrameTokenFresh({
    onEnded: () =>
      showNotice({
        id: SESSION_ENDED_NOTICE,
        message: LTI_MESSAGES.sessionEnded,
        color: 'red',
        autoClose: false,
        withBorder: true,
      }),
    onRetrying: () => console.warn('The frame token could not be renewed; trying again'),
  });
  return true;
}
