import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { BackupJobStatusResponse } from '@dsb/core';
import { confirmCopy, type ConfirmRequest } from './format';
import { JobProgressBar } from './JobProgress';
import { DANGER, MUTED } from './look';

type Props = {
  request: ConfirmRequest | null;
  /** The job this modal started, while it runs. */
  job: BackupJobStatusResponse | null;
  /** A request on its way, or this modal's job still running. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The four confirmations (docs/product/backups.md): create evidence backup, create articles backup,
 * restore and delete. A create or restore stays open with its progress and closes once it
 * succeeded; closing it earlier leaves the job running, with its progress on the page.
 */
export function ConfirmBackupModal({ request, job, pending, onConfirm, onClose }: Props) {
  const copy = request ? confirmCopy(request) : null;
  const running = job !== null;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={copy?.title}
      centered
      closeOnClickOutside={!pending}
    >
      {copy && (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>{copy.question}</Text>
          {copy.warning && (
            <Text size="sm" fw={700} c={DANGER}>
              {copy.warning}
            </Text>
          )}
          {copy.caution && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              data-testid="restore-caution"
            >
              <Text size="sm" c="dark.9">
                {copy.caution}
              </Text>
            </Alert>
          )}
          {job && <JobProgressBar job={job} />}
          {running && (
            <Text size="sm" c={MUTED}>
              You can close this window: the job keeps running and its progress stays on the page.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              disabled={pending && !running}
              data-autofocus
            >
              {running ? 'Close' : 'Cancel'}
            </Button>
            <Button
              color={copy.destructive ? DANGER : undefined}
              onClick={onConfirm}
              loading={pending}
            >
              {copy.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
