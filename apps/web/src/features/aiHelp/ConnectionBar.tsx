import { Alert, Button, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ConnectionBarContent } from './connectionMonitor';
import { aiHelpMessages } from './messages';

/** The connection-problem bar (docs/product/ai-help.md) with its Retry Connection button. */
export function ConnectionBar({
  bar,
  onRetry,
}: {
  bar: ConnectionBarContent | null;
  onRetry: () => void;
}) {
  if (!bar) return null;
  return (
    <Alert
      color={bar.firewall ? 'orange' : 'red'}
      icon={<IconWifiOff size={18} aria-hidden />}
      title={bar.title}
      role="alert"
      data-testid="connection-bar"
    >
      <Group justify="space-between" gap="xs" align="flex-end">
        {bar.detail && (
          <Text size="sm" c="gray.9" style={{ flex: '1 1 12rem' }}>
            {bar.detail}
          </Text>
        )}
        <Button size="xs" variant="white" color="dark" onClick={onRetry}>
          {aiHelpMessages.bar.retry()}
        </Button>
      </Group>
    </Alert>
  );
}
