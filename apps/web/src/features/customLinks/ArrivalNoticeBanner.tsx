import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { arrivalMessages as M } from './arrival/messages';
import { useArrivalNotice } from './arrivalNotice';
import { TeacherCanSee } from './TeacherCanSee';

/** The home page's word to a pupil who arrived through a class link (see arrivalNotice.ts). */
export function ArrivalNoticeBanner() {
  // Said once: read when the home page opens, then forgotten (coming back does not repeat it).
  const [notice, setNotice] = useState(() => useArrivalNotice.getState().notice);
  useEffect(() => useArrivalNotice.getState().show(null), []);
  const dismiss = () => setNotice(null);
  if (notice === 'inactive')
    return (
      <Alert
        color="yellow"
        icon={<IconLinkOff size={18} aria-hidden />}
        role="alert"
        withCloseButton
        closeButtonLabel={M.dismiss()}
        onClose={dismiss}
        mb="md"
        data-testid="class-link-notice"
      >
        {M.linkInactive()}
      </Alert>
    );
  if (notice === 'choosePrompt')
    return (
      <Alert
        color="teal"
        icon={<IconInfoCircle size={18} aria-hidden />}
        withCloseButton
        closeButtonLabel={M.dismiss()}
        onClose={dismiss}
        mb="md"
        data-testid="class-link-notice"
      >
        <Stack gap={4}>
          <Text size="sm">{M.choosePrompt()}</Text>
          <TeacherCanSee />
        </Stack>
      </Alert>
    );
  return null;
}
