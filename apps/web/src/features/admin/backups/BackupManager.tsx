import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArchive, IconCircleCheck, IconNews } from '@tabler/icons-react';
import { BACKUP_MESSAGES } from '@dsb/core';
import { RetryAlert } from '../../../ui/RetryAlert';
import { BackupList } from './BackupList';
import { ConfirmBackupModal } from './ConfirmBackupModal';
import { JobProgressPanel } from './JobProgress';
import { backupErrorText } from './jobs';
import { MUTED } from './look';
import { useBackupManager, type Notice } from './useBackupManager';

function NoticeBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const error = notice.tone === 'error';
  const Icon = error ? IconAlertTriangle : IconCircleCheck;
  return (
    <Alert
      color={error ? 'red' : 'green'}
      icon={<Icon size={18} aria-hidden />}
      role={error ? 'alert' : 'status'}
      title={notice.title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      data-testid={error ? 'backup-error' : 'backup-success'}
      styles={{ title: { color: `var(--mantine-color-${error ? 'red' : 'green'}-9)` } }}
    >
      {notice.detail}
    </Alert>
  );
}

/**
 * The Backup Manager (docs/product/backups.md): Create Evidence Backup and Create Articles Backup,
 * the running job's progress, and the Evidence Backups and Articles Backups lists with Restore and
 * Delete, each behind its confirmation.
 */
export function BackupManager() {
  const state = useBackupManager();
  const { list, busy, notice, watched } = state;
  const loadError = list.isError ? backupErrorText('load', list.error) : null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Backup Manager</Title>
        <Text c={MUTED}>
          Each backup is one verified archive in storage. Restoring one replaces the current
          collection with it.
        </Text>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={
            busy.createEvidence ? (
              <Loader size={16} color="gray.7" />
            ) : (
              <IconArchive size={18} aria-hidden />
            )
          }
          onClick={() => state.open({ kind: 'createEvidence' })}
          disabled={busy.any}
        >
          {BACKUP_MESSAGES.createEvidence}
        </Button>
        <Button
          leftSection={
            busy.createArticles ? (
              <Loader size={16} color="gray.7" />
            ) : (
              <IconNews size={18} aria-hidden />
            )
          }
          onClick={() => state.open({ kind: 'createArticles' })}
          disabled={busy.any}
        >
          {BACKUP_MESSAGES.createArticles}
        </Button>
      </Group>
      {watched && (
        <JobProgressPanel
          job={watched}
          failedToRead={state.job.isError}
          onCheckAgain={state.checkJobAgain}
        />
      )}
      {notice && <NoticeBanner notice={notice} onDismiss={state.dismissNotice} />}
      {loadError && (
        <RetryAlert
          title={loadError.title}
          message={loadError.detail ?? undefined}
          retryLabel="Try again"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isPending ? (
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c={MUTED}>{BACKUP_MESSAGES.loading}</Text>
          </Group>
        </Center>
      ) : list.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <BackupList
            title={BACKUP_MESSAGES.evidenceList}
            emptyText={BACKUP_MESSAGES.noEvidenceBackups}
            entries={list.data.evidence}
            restoreDisabled={busy.any}
            onRestore={(entry) => state.open({ kind: 'restore', entry })}
            onDelete={(entry) => state.open({ kind: 'delete', entry })}
          />
          <BackupList
            title={BACKUP_MESSAGES.articlesList}
            emptyText={BACKUP_MESSAGES.noArticlesBackups}
            entries={list.data.articles}
            restoreDisabled={busy.any}
            onRestore={(entry) => state.open({ kind: 'restore', entry })}
            onDelete={(entry) => state.open({ kind: 'delete', entry })}
          />
        </SimpleGrid>
      ) : null}
      <ConfirmBackupModal
        request={state.confirm}
        job={state.modalJob}
        pending={state.modalPending}
        onConfirm={state.confirmAction}
        onClose={state.close}
      />
    </Stack>
  );
}
