import { Alert, List, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { EvidenceSyncResponse } from '@dsb/core';
import { useCallback, useEffect, useState } from 'react';
import { syncSummary } from './messages';
import { EXCERPT, truncate } from './truncate';

/** The sync result banner clears itself after 5 seconds (docs/product/admin-evidence.md). */
export const SYNC_BANNER_MS = 5000;

/** The latest sync result, cleared SYNC_BANNER_MS after it was shown (or when closed). */
export function useSyncBanner() {
  const [result, setResult] = useState<EvidenceSyncResponse | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), SYNC_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [result]);
  const dismiss = useCallback(() => setResult(null), []);
  return { result, show: setResult, dismiss };
}

/** The statistics of the last Sync: inserted, updated, skipped (with their originals), errors. */
export function SyncBanner({
  result,
  onClose,
}: {
  result: EvidenceSyncResponse | null;
  onClose: () => void;
}) {
  if (!result) return null;
  const { stats } = result;
  return (
    <Alert
      color={stats.errors > 0 ? 'orange' : 'green'}
      // The alert's own title colour (shade 6) is too faint on its tint; shade 9 reads at 4.5:1.
      styles={{
        title: { color: `var(--mantine-color-${stats.errors > 0 ? 'orange' : 'green'}-9)` },
      }}
      icon={<IconRefresh size={18} aria-hidden />}
      title={result.message}
      withCloseButton
      closeButtonLabel="Close sync result"
      onClose={onClose}
      role="status"
      data-testid="sync-banner"
    >
      <Text size="sm">{syncSummary(stats)}</Text>
      {stats.skippedItems.length > 0 && (
        <List size="sm" mt={4} aria-label="Skipped items">
          {stats.skippedItems.slice(0, 5).map((item, index) => (
            <List.Item key={`${item.originalURL ?? 'none'}-${index}`}>
              {truncate(item.originalURL ?? 'No original URL', EXCERPT.originalURL)}
            </List.Item>
          ))}
          {stats.skippedItems.length > 5 && (
            <List.Item>and {stats.skippedItems.length - 5} more</List.Item>
          )}
        </List>
      )}
    </Alert>
  );
}
