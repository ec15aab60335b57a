import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { GOOGLE_SLIDES_TOO_LARGE_TIPS } from '@dsb/core';
import type { GoogleExportFailure } from './googleSlidesApi';

/**
 * A failed Google Slides export: its message, the too-large tips, and the ways on
 * (docs/product/exports.md).
 */
export function GoogleSlidesFailure({
  failure,
  onClose,
  onRetry,
  onRetryAuth,
}: {
  failure: GoogleExportFailure;
  onClose: () => void;
  onRetry?: () => void;
  onRetryAuth?: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {failure.message}
        {failure.tips && (
          <List size="sm" mt="xs">
            {GOOGLE_SLIDES_TOO_LARGE_TIPS.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        )}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
        {onRetryAuth && <Button onClick={onRetryAuth}>Retry Authentication</Button>}
      </Group>
    </Stack>
  );
}
