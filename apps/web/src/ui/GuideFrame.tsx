import { Alert, Box, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { uiMessages } from './messages';

/** Every guide page carries this marker: the server answers unknown paths with index.html. */
const GUIDE_MARKER = 'name="dsb-guide"';

type Status = 'checking' | 'loading' | 'ready' | 'failed';

/**
 * A help guide shipped with the app (public/guides), shown in a sandboxed frame with the
 * the loading and failure states ('Loading guide...', 'Failed to load guide. Please try
 * refreshing the page.'). The page is checked first, so a missing guide reads as a failure
 * instead of showing the app inside itself.
 */
export function GuideFrame({
  url,
  title,
  height = '75vh',
}: {
  url: string;
  /** The frame's accessible name. */
  title: string;
  height?: string;
}) {
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        const ok = response.ok && (await response.text()).includes(GUIDE_MARKER);
        setStatus(ok ? 'loading' : 'failed');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
    return () => controller.abort();
  }, [url]);

  if (status === 'failed')
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {uiMessages.guide.failed()}
      </Alert>
    );

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {status !== 'ready' && (
        <Stack align="center" gap="xs" py={60} role="status">
          <Loader />
          <Text c="dimmed">{uiMessages.guide.loading()}</Text>
        </Stack>
      )}
      {status !== 'checking' && (
        <Box
          component="iframe"
          src={url}
          title={title}
          sandbox=""
          onLoad={() => setStatus('ready')}
          w="100%"
          h={status === 'ready' ? height : 0}
          mih={status === 'ready' ? 420 : 0}
          display="block"
          style={{ border: 0 }}
        />
      )}
    </Paper>
  );
}
