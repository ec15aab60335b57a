import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';

type Props = {
  urls: readonly string[];
  onProcessRest: () => void;
  busy: boolean;
};

/** The URLs a cancelled or interrupted job never reached, with 'Process the rest'. */
export function UnprocessedUrls({ urls, onProcessRest, busy }: Props) {
  if (urls.length === 0) return null;
  const count = `${urls.length} URL${urls.length === 1 ? ' was' : 's were'} not processed`;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={count}
      // The light variant's yellow title is under 4.5:1 on its background.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      data-testid="unprocessed-urls"
    >
      <Stack gap="xs" align="flex-start">
        <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
          {urls.map((url) => (
            <List.Item key={url}>{url}</List.Item>
          ))}
        </List>
        <Text size="sm">Process them with the same options as this job:</Text>
        <Button
          size="xs"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={onProcessRest}
          loading={busy}
        >
          Process the rest
        </Button>
      </Stack>
    </Alert>
  );
}
