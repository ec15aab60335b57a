import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconEye, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { RosterPlan } from '@dsb/core';
import { errorMessage } from '../../../lib/http';
import { sendRosterBundle, type RosterStep, type UploadProgress } from './api';
import { bundleFileProblem } from './bundleFile';
import { ROSTER_MESSAGES as M } from './messages';
import { canImport } from './plan';
import { RosterPlanView } from './RosterPlanView';

type Sent = { plan: RosterPlan; file: File };

/**
 * Roster Import (docs/product/admin-console.md): choose a OneRoster 1.2 CSV bundle, preview what it
 * would create, change or leave alone, then import it. A file with problems imports nothing.
 */
export function RosterImport() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [working, setWorking] = useState<RosterStep | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileProblem = file ? bundleFileProblem(file) : null;
  const busy = working !== null;
  // A newer click wins over an older answer still on its way.
  const latest = useRef(0);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setSent(null);
    setError(null);
  };

  const send = (step: RosterStep) => {
    if (!file || fileProblem) return;
    const call = ++latest.current;
    setWorking(step);
    setError(null);
    sendRosterBundle(step, file, (next) => {
      if (call === latest.current) setProgress(next);
    })
      .then((plan) => {
        if (call !== latest.current) return;
        setSent({ plan, file });
        // New users and classes show in the User Manager, the statistics and class links.
        if (plan.applied) void queryClient.invalidateQueries({ queryKey: ['admin'] });
      })
      .catch((failure: unknown) => {
        if (call !== latest.current) return;
        const reason = errorMessage(failure, M.unreachable);
        setError(step === 'import' ? M.importFailed(reason) : M.failed(reason));
      })
      .finally(() => {
        if (call !== latest.current) return;
        setWorking(null);
        setProgress(null);
      });
  };

  const plan = sent?.plan ?? null;
  const importable = canImport(plan, sent?.file === file);

  return (
    <Stack gap="md">
      <Title order={1}>{M.title}</Title>
      <Text c="gray.7">{M.intro}</Text>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <FileInput
            label={M.fileLabel}
            description={M.fileHint}
            placeholder={M.filePlaceholder}
            // Mantine's placeholder grey is under 4.5:1 on white; gray.7 is above it.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept=".zip,application/zip"
            value={file}
            onChange={choose}
            error={fileProblem}
            disabled={busy}
            clearable
            clearButtonProps={{ 'aria-label': M.clearFile }}
            leftSection={<IconFileZip size={18} aria-hidden />}
            data-testid="roster-file"
          />
          <Group gap="sm">
            <Button
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => send('preview')}
              disabled={!file || fileProblem !== null || (busy && working !== 'preview')}
              loading={working === 'preview'}
              variant={importable ? 'default' : 'filled'}
            >
              {M.preview}
            </Button>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => send('import')}
              disabled={!importable || (busy && working !== 'import')}
              loading={working === 'import'}
            >
              {M.import}
            </Button>
          </Group>
          {plan && !plan.applied && plan.problems.length > 0 && (
            <Text size="sm" c="red.9">
              {M.importBlocked}
            </Text>
          )}
          {progress && <UploadStatus progress={progress} step={working} />}
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>
      {plan && !busy && <RosterPlanView plan={plan} />}
    </Stack>
  );
}

function UploadStatus({ progress, step }: { progress: UploadProgress; step: RosterStep | null }) {
  const text =
    progress.phase === 'uploading'
      ? M.uploading(progress.percent)
      : step === 'import'
        ? M.importing
        : M.previewing;
  return (
    <Stack gap={4} role="status" data-testid="roster-progress">
      <Text size="sm">{text}</Text>
      <Progress
        value={progress.phase === 'uploading' ? progress.percent : 100}
        animated={progress.phase === 'working'}
        striped={progress.phase === 'working'}
        aria-label={text}
      />
    </Stack>
  );
}
