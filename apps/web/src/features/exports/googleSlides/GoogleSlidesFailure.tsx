import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { exportMessages, googleText, tooLargeTips } from '../messages';
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
        {googleText(failure.message)}
        {failure.tips && (
          <List size="sm" mt="xs">
            {tooLargeTips().map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        )}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {exportMessages.close()}
        </Button>
        {onRetry && <Button onClick={onRetry}>{exportMessages.tryAgain()}</Button>}
        {onRetryAuth && <Button onClick={onRetryAuth}>{exportMessages.google.retryAuth()}</Button>}
      </Group>
    </Stack>
  );
}
