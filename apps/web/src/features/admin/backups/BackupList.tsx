import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInbox, IconRestore, IconTrash } from '@tabler/icons-react';
import { BACKUP_MESSAGES, backupDownloadPath, type BackupEntry } from '@dsb/core';
import { useId } from 'react';
import { backupCounts, createdWhen } from './format';
import { ACTION, DANGER, MUTED } from './look';

type Props = {
  title: string;
  emptyText: string;
  entries: BackupEntry[];
  /** Restore waits while any backup or restore is busy (docs/product/backups.md). */
  restoreDisabled: boolean;
  onRestore: (entry: BackupEntry) => void;
  onDelete: (entry: BackupEntry) => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" span>
      <Text span c={MUTED}>
        {label}:
      </Text>{' '}
      <Text span fw={600}>
        {value}
      </Text>
    </Text>
  );
}

function BackupCard({
  entry,
  restoreDisabled,
  onRestore,
  onDelete,
}: Omit<Props, 'title' | 'emptyText' | 'entries'> & { entry: BackupEntry }) {
  const { date, time } = createdWhen(entry);
  const nameId = useId();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={nameId}
      data-testid="backup-item"
    >
      <Stack gap={6}>
        <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.filename}
        </Text>
        {!entry.madeHere && (
          <Badge
            color="yellow"
            variant="light"
            c="dark.9"
            style={{ alignSelf: 'flex-start', textTransform: 'none' }}
            data-testid="backup-not-made-here"
          >
            Not made by this install
          </Badge>
        )}
        <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="sm" span>
            <Text span c={MUTED}>
              Created:
            </Text>{' '}
            <time dateTime={entry.createdAt}>
              {date}, {time}
            </time>
          </Text>
          <Fact label="Size" value={entry.sizeFormatted} />
          {backupCounts(entry).map((fact) => (
            <Fact key={fact.label} {...fact} />
          ))}
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button
            component="a"
            href={backupDownloadPath(entry.filename)}
            download={entry.filename}
            size="xs"
            variant="outline"
            color={ACTION}
            leftSection={<IconDownload size={16} aria-hidden />}
            aria-label={`${BACKUP_MESSAGES.download} ${entry.filename}`}
          >
            {BACKUP_MESSAGES.download}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color={ACTION}
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => onRestore(entry)}
            disabled={restoreDisabled}
            aria-label={`Restore ${entry.filename}`}
          >
            Restore
          </Button>
          <Button
            size="xs"
            variant="outline"
            color={DANGER}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(entry)}
            aria-label={`Delete ${entry.filename}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'Evidence Backups' or 'Articles Backups': newest first, each with Download (admins only,
 * through the server's checked route), Restore and Delete.
 */
export function BackupList({ title, emptyText, entries, ...actions }: Props) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {entries.length === 0 ? (
        <Paper withBorder radius="md" py="lg" px="md" bg="gray.0">
          <Stack align="center" gap={6}>
            <IconInbox size={28} aria-hidden color="var(--mantine-color-gray-7)" />
            <Text ta="center" c={MUTED} data-testid="backups-empty">
              {emptyText}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <BackupCard key={entry.s3URL} entry={entry} {...actions} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
