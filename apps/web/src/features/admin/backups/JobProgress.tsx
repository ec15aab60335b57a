import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { BackupJobStatusResponse } from '@dsb/core';
import { jobTitle } from './jobs';
import { MUTED } from './look';

/** The bar, its percentage and what is happening ('Copying files: 3 / 7'). */
export function JobProgressBar({ job }: { job: BackupJobStatusResponse }) {
  const title = jobTitle(job);
  return (
    <Stack gap={6}>
      <Progress
        value={job.progress}
        size="lg"
        radius="sm"
        animated
        aria-label={`${title} progress`}
      />
      <Group justify="space-between" gap="sm" wrap="nowrap" role="status" aria-live="polite">
        <Text c={MUTED} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="job-message">
          {job.message}
        </Text>
        <Text fw={600} data-testid="job-percent">
          {job.progress}%
        </Text>
      </Group>
    </Stack>
  );
}

type PanelProps = {
  /** The watched job's status, or 'unknown' before its first answer or when it cannot be read. */
  job: BackupJobStatusResponse | 'unknown';
  failedToRead: boolean;
  onCheckAgain: () => void;
};

/** The running job on the page (also after a reload, and behind the modal that started it). */
export function JobProgressPanel({ job, failedToRead, onCheckAgain }: PanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="backup-job">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {job === 'unknown' ? 'A backup job is running' : jobTitle(job)}
        </Title>
        {job !== 'unknown' ? (
          <JobProgressBar job={job} />
        ) : failedToRead ? (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c={MUTED}>
              Its progress could not be read; it may still be running on the server.
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
        ) : (
          <Text size="sm" c={MUTED} role="status">
            Loading progress...
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
