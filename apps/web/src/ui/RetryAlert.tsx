import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { uiMessages } from './messages';

// Mantine's light red text (shade 6 on its tint) is under the 4.5:1 contrast axe asks for; shade 9
// on the same tint is above it, for the title and the button alike.
const READABLE_RED = 'var(--mantine-color-red-9)';

type RetryAlertProps = {
  /** What went wrong; a screen whose title already says it all may leave it out. */
  message?: string;
  /** A bold first line, for screens that name the load that failed above the reason. */
  title?: string;
  /** The button's text: screens (and the specs and tests they follow) spell it differently. */
  retryLabel?: string;
  /** Shows the button as loading while the retry is under way. */
  retrying?: boolean;
  onRetry: () => void;
};

/** A load that failed: what went wrong and a 'Try Again' that asks once more. */
export function RetryAlert({ message, title, retryLabel, retrying, onRetry }: RetryAlertProps) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      title={title}
      styles={{ title: { color: READABLE_RED } }}
    >
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Button
          size="xs"
          variant="light"
          color="red"
          c={READABLE_RED}
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel ?? uiMessages.tryAgain()}
        </Button>
      </Stack>
    </Alert>
  );
}
