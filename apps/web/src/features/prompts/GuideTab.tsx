import { Alert, Box, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const GUIDE_URL = '/guides/choosing-a-big-question.html';
/** The guide carries this marker: the server answers unknown paths with the app's index.html. */
const GUIDE_MARKER = 'name="dsb-guide"';

type Status = 'checking' | 'loading' | 'ready' | 'failed';

/** Guide Me: the help guide shipped with the app, in a frame, with loading and failure states. */
export function GuideTab() {
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    const controller = new AbortController();
    fetch(GUIDE_URL, { signal: controller.signal })
      .then(async (response) => {
        const ok = response.ok && (await response.text()).includes(GUIDE_MARKER);
        setStatus(ok ? 'loading' : 'failed');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
    return () => controller.abort();
  }, []);

  if (status === 'failed')
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        Failed to load guide. Please try refreshing the page.
      </Alert>
    );

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {status !== 'ready' && (
        <Stack align="center" gap="xs" py={60} role="status">
          <Loader />
          <Text c="dimmed">Loading guide...</Text>
        </Stack>
      )}
      {status !== 'checking' && (
        <Box
          component="iframe"
          src={GUIDE_URL}
          title="Guide"
          sandbox=""
          onLoad={() => setStatus('ready')}
          w="100%"
          h={status === 'ready' ? '75vh' : 0}
          mih={status === 'ready' ? 420 : 0}
          display="block"
          style={{ border: 0 }}
        />
      )}
    </Paper>
  );
}
