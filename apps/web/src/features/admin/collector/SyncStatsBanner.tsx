import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { EvidenceSyncStats } from '@dsb/core';
import { useEffect, useState } from 'react';
import { SYNC_BANNER_MS, syncStatsText } from './session';

type Props = {
  /**
   * The session the stats belong to: its banner shows once, for 5 seconds
   * (docs/product/data-collector.md).
   */
  sessionId: string;
  stats: EvidenceSyncStats | null | undefined;
};

/** The automatic sync's statistics after a job with Auto sync; clears itself after 5 seconds. */
export function SyncStatsBanner({ sessionId, stats }: Props) {
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const visible = Boolean(stats) && expiredFor !== sessionId;
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setExpiredFor(sessionId), SYNC_BANNER_MS);
    return () => clearTimeout(timer);
  }, [visible, sessionId]);
  if (!visible || !stats) return null;
  return (
    <Alert
      color={stats.errors > 0 ? 'yellow' : 'green'}
      icon={<IconRefresh size={18} aria-hidden />}
      title="Evidence synced"
      role="status"
      data-testid="sync-stats-banner"
      withCloseButton
      closeButtonLabel="Dismiss sync statistics"
      onClose={() => setExpiredFor(sessionId)}
    >
      {syncStatsText(stats)}
    </Alert>
  );
}
