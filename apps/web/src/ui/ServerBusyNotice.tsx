import { useEffect } from 'react';
import { onServerBusy } from '../lib/http';
import { uiMessages } from './messages';
import { hideNotice, showNotice } from './toast';

const NOTICE_ID = 'server-busy';

/**
 * Says "busy, retrying" while any API call waits to retry on a server past capacity (the API
 * client retries by itself, lib/http.ts), and takes it away once they are through. Mount once.
 */
export function ServerBusyNotice() {
  useEffect(
    () =>
      onServerBusy((waiting) => {
        if (waiting > 0)
          showNotice({
            id: NOTICE_ID,
            message: uiMessages.serverBusy(),
            color: 'yellow',
            loading: true,
            autoClose: false,
            withBorder: true,
          });
        else hideNotice(NOTICE_ID);
      }),
    [],
  );
  return null;
}
