import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import type { ScrapeProgressResponse } from '@dsb/core';
import { canCancel, sessionStatusText, urlsProgressText, type CollectorPhase } from './session';
import { MUTED } from './look';

type Props = {
  phase: CollectorPhase;
  progress: ScrapeProgressResponse | undefined;
  onCancel: () => void;
  cancelling: boolean;
  cancelError: string | null;
  onCheckAgain: () => void;
};

const BADGE_COLOR: Partial<Record<CollectorPhase, string>> = {
  running: 'blue',
  finished: 'green',
  cancelled: 'gray',
  stopped: 'yellow',
};

/** The progress bar with its percent and 'X of Y URLs', the job's status and Cancel. */
export function ScrapeProgressPanel(props: Props) {
  const { phase, progress, onCancel, cancelling, cancelError, onCheckAgain } = props;
  const percent = progress?.progress ?? 0;
  const failed = progress && !progress.isRunning && progress.status !== 'done';
  const status = sessionStatusText(phase, progress);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h3">
              Progress
            </Title>
            {status && (
              <Badge
                variant="light"
                color={failed && phase === 'finished' ? 'red' : (BADGE_COLOR[phase] ?? 'gray')}
              >
                {status}
              </Badge>
            )}
          </Group>
          {canCancel(phase) && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerStop size={18} aria-hidden />}
              onClick={onCancel}
              loading={cancelling}
            >
              Cancel
            </Button>
          )}
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="sm"
          animated={phase === 'running'}
          aria-label="Scraping progress"
        />
        <Group justify="space-between" gap="sm" aria-live="polite" role="status">
          <Text fw={600} data-testid="scrape-percent">
            {percent}%
          </Text>
          <Text c={MUTED} data-testid="scrape-count">
            {progress ? urlsProgressText(progress.processedUrls, progress.totalUrls) : ''}
          </Text>
        </Group>
        {progress?.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {progress.error}
          </Alert>
        )}
        {cancelError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {cancelError}
          </Alert>
        )}
        {phase === 'stopped' && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c={MUTED}>
              The server cannot be reached; trying again every 5 seconds. The job goes on on the
              server.
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onCheckAgain}
            >
              Check again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
