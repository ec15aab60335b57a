import { showNotice } from '../../ui/toast';
import { LTI_MESSAGES } from './messages';
import { keepFrameTokenFresh } from './renewal';

export const SESSION_ENDED_NOTICE = 'lti-session-ended';

/**
 * Keeps the frame token fresh and says so, for good, once the session from the course has ended.
 * Loaded right after the first page in frame mode only (the first page's weight: docs/performance.md).
 */
export function keepSessionFresh(): () => void {
  return keepFrameTokenFresh({
    onEnded: () =>
      showNotice({
        id: SESSION_ENDED_NOTICE,
        message: LTI_MESSAGES.sessionEnded(),
        color: 'red',
        autoClose: false,
        withBorder: true,
      }),
    onRetrying: () => console.warn('The frame token could not be renewed; trying again'),
  });
}
