import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A load that failed: what went wrong and a 'Try Again' that asks once more. */
export function RetryAlert(props: { message: string; retrying?: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{props.message}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={props.retrying}
          onClick={props.onRetry}
        >
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
