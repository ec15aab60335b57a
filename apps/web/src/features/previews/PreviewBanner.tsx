import { Alert, Group, Loader, Text } from '@mantine/core';
import { useGeneratingPreviews } from './useSlidePreviews';

export const GENERATING_PREVIEWS_MESSAGE = 'Generating slide previews...';

/** Shown above the grid while any slide preview is being generated. */
export function PreviewBanner() {
  const generating = useGeneratingPreviews();
  if (!generating) return null;
  return (
    <Alert color="blue" variant="light" p="xs" role="status" data-testid="preview-banner">
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{GENERATING_PREVIEWS_MESSAGE}</Text>
      </Group>
    </Alert>
  );
}
