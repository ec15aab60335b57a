import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlaylistAdd } from '@tabler/icons-react';
import type { ScrapeResult } from '@dsb/core';
import { errorMessage } from '../../../lib/http';
import { addableCharts } from './chartStatus';
import type { CollectorPhase } from './session';
import { ScrapeResultCard } from './ScrapeResultCard';
import type { AddChart } from './useAddChart';
import { MUTED } from './look';

type Props = {
  phase: CollectorPhase;
  results: ScrapeResult[];
  loadError: unknown;
  onRetry: () => void;
  onStartOver: () => void;
  adder: AddChart;
};

function Empty({ children }: { children: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c={MUTED}>
        {children}
      </Text>
    </Paper>
  );
}

/** The per-URL results with the screen's loading, empty and error states. */
export function ScrapeResults({ phase, results, loadError, onRetry, onStartOver, adder }: Props) {
  // Offered once the job is over, so the list does not change under the button.
  const over = phase === 'finished' || phase === 'cancelled';
  const addable = over ? addableCharts(results, adder.isAdded) : [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="scrape-results-heading">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} size="h3" id="scrape-results-heading">
          Results
        </Title>
        {addable.length > 0 && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlaylistAdd size={16} aria-hidden />}
            onClick={() => void adder.addAll(addable)}
            loading={adder.addingAll}
            disabled={adder.pendingKey !== null}
          >
            Add all to Temp ({addable.length})
          </Button>
        )}
      </Group>
      <ResultsBody
        phase={phase}
        results={results}
        loadError={loadError}
        onRetry={onRetry}
        onStartOver={onStartOver}
        adder={adder}
      />
    </Stack>
  );
}

function ResultsBody({ phase, results, loadError, onRetry, onStartOver, adder }: Props) {
  if (phase === 'loading') {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c={MUTED}>Loading scraping progress...</Text>
        </Group>
      </Center>
    );
  }
  if (phase === 'unavailable') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Could not load this scraping session:{' '}
            {errorMessage(loadError, 'the server could not be reached')}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
            <Button size="xs" variant="default" onClick={onStartOver}>
              Start over
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (phase === 'idle') {
    return <Empty>No results yet. Paste URLs above and choose Process URLs.</Empty>;
  }
  if (results.length === 0) {
    return (
      <Empty>
        {phase === 'running'
          ? 'No results yet: the first pages are being processed...'
          : 'No results: no URL was processed.'}
      </Empty>
    );
  }
  return (
    <Stack gap="sm">
      {results.map((result, index) => (
        <ScrapeResultCard key={`${index}-${result.url}`} result={result} adder={adder} />
      ))}
    </Stack>
  );
}
