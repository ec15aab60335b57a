import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { newTabUrl } from './api';
import { LTI_MESSAGES as M } from './messages';

/**
 * Opens the page the pupil is on in a new browser tab, signed in there with the ordinary cookie
 * (docs/product/lti.md, "Open in a new tab"). The window is opened at the click (a pop-up opened
 * after an answer arrives is blocked), then sent to the one-time address the server answers.
 */
export async function openInNewTab(path: string): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const url = new URL(await newTabUrl(path), window.location.href).href;
    if (opened) {
      opened.opener = null; // the new tab has no hold on this frame
      opened.location.href = url;
    } else if (!window.open(url, '_blank')) showToast(M.newTabBlocked(), 'error');
  } catch (error) {
    opened?.close();
    showToast(errorMessage(error, M.newTabFailed()), 'error');
  }
}

/**
 * The header's "Open in a new tab" (loaded only inside a learning platform's frame): a button with
 * its words on a wide screen, an icon with the same name on a phone or in a crowded header.
 */
export function OpenInNewTabButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    const { pathname, search, hash } = window.location;
    void openInNewTab(`${pathname}${search}${hash}`).finally(() => setBusy(false));
  };
  return (
    <>
      {!iconOnly && (
        <Button
          variant="light"
          size="sm"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          onClick={open}
          loading={busy}
          title={M.openInNewTabHint()}
          visibleFrom="sm"
          data-testid="lti-new-tab"
        >
          {M.openInNewTab()}
        </Button>
      )}
      <Tooltip label={M.openInNewTab()} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={M.openInNewTab()}
          onClick={open}
          loading={busy}
          hiddenFrom={iconOnly ? undefined : 'sm'}
          data-testid="lti-new-tab-icon"
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
