import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CollectorForm } from './CollectorForm';
import { DuplicateChartModal } from './DuplicateChartModal';
import { ScrapeProgressPanel } from './ScrapeProgressPanel';
import { RecentSessions } from './RecentSessions';
import { ScrapeResults } from './ScrapeResults';
import { cancelFailedText, startFailedText } from './session';
import { SyncStatsBanner } from './SyncStatsBanner';
import { UnprocessedUrls } from './UnprocessedUrls';
import { useAddChart } from './useAddChart';
import { SESSION_PARAM, useScrapeSession } from './useScrapeSession';
import { MUTED } from './look';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';

/**
 * The Data Collector (docs/product/data-collector.md): URLs and options, a scrape job watched
 * through its progress, the charts each page gave with Add to Temp, and the duplicate comparison
 * modal.
 */
export function DataCollector() {
  const session = useScrapeSession();
  const { sessionId, phase, progress, start, cancel } = session;
  const adder = useAddChart(sessionId);
  const [, updateParams] = useSearchParamsUpdate();
  const running = phase === 'loading' || phase === 'running';

  const startOver = () =>
    updateParams((next) => {
      next.delete(SESSION_PARAM);
      return next;
    });

  const openSession = (id: string) =>
    updateParams((next) => {
      next.set(SESSION_PARAM, id);
      return next;
    });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Data Collector</Title>
        <Text c={MUTED}>
          Find charts and articles on web pages and collect them into Evidence-Temp.
        </Text>
      </Stack>
      <CollectorForm
        busy={running || start.isPending}
        starting={start.isPending}
        onProcess={(urls, options) => {
          cancel.reset();
          start.mutate({ urls, options });
        }}
      />
      {start.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {startFailedText(start.error)}
        </Alert>
      )}
      {sessionId && phase !== 'unavailable' && (
        <ScrapeProgressPanel
          phase={phase}
          progress={progress.data}
          onCancel={() => cancel.mutate(sessionId)}
          cancelling={cancel.isPending}
          cancelError={cancel.isError ? cancelFailedText(cancel.error) : null}
          onCheckAgain={session.checkAgain}
        />
      )}
      {sessionId && phase === 'finished' && (
        <SyncStatsBanner sessionId={sessionId} stats={progress.data?.sync} />
      )}
      {sessionId && (phase === 'finished' || phase === 'cancelled') && progress.data && (
        <UnprocessedUrls
          urls={progress.data.unprocessedUrls}
          busy={start.isPending}
          onProcessRest={() =>
            start.mutate({
              urls: progress.data!.unprocessedUrls,
              options: progress.data!.options,
            })
          }
        />
      )}
      {phase === 'idle' && <RecentSessions onOpen={openSession} />}
      <ScrapeResults
        phase={phase}
        results={progress.data?.results ?? []}
        loadError={progress.error}
        onRetry={session.checkAgain}
        onStartOver={startOver}
        adder={adder}
      />
      <DuplicateChartModal
        duplicate={adder.duplicate}
        adding={adder.pendingKey !== null}
        onAddAnyway={adder.addAnyway}
        onCancel={adder.closeDuplicate}
      />
    </Stack>
  );
}
