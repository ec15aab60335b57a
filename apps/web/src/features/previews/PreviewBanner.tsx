import { Alert, Group, Loader, Text } from '@mantine/core';
import { previewMessages } from './messages';
import { useGeneratingPreviews } from './useSlidePreviews';

/** Shown above the grid while any slide preview is being generated. */
export function PreviewBanner() {
  const generating = useGeneratingPreviews();
  if (!generating) return null;
  return (
    <Alert color="blue" variant="light" p="xs" role="status" data-testid="preview-banner">
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{previewMessages.banner.generating()}</Text>
      </Group>
    </Alert>
  );
}
