import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconTable, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChartSource } from '@dsb/core/charts';
import { CHART_BUILDER_UI as UI, typedSourceLabel } from './messages';
import { readChartFile, type RawTable } from './readData';
import { TypedTable } from './TypedTable';

const ACCEPT =
  '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where the pupil's numbers come from: a file, or a table typed by hand. */
export function SourcePicker({ onData }: { onData: (raw: RawTable, source: ChartSource) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [typing, setTyping] = useState(false);

  const read = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await readChartFile(file);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    onData(result.table, { kind: 'upload', label: file.name, url: null, evidenceId: null });
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{UI.intro()}</Text>
      <FileButton onChange={(file) => void read(file)} accept={ACCEPT}>
        {(props) => (
          <Button {...props} loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
            {UI.uploadFile()}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {UI.uploadHint()}
      </Text>
      {error && (
        <Alert color="red" role="alert" data-testid="chart-read-error">
          {error}
        </Alert>
      )}
      <Button
        variant="light"
        leftSection={<IconTable size={16} aria-hidden />}
        aria-expanded={typing}
        onClick={() => setTyping((open) => !open)}
      >
        {UI.typeTable()}
      </Button>
      {typing && (
        <TypedTable
          onUse={(table) =>
            onData(table, { kind: 'typed', label: typedSourceLabel(), url: null, evidenceId: null })
          }
        />
      )}
      <Text size="xs" c="dimmed">
        {UI.fromLibraryHint()}
      </Text>
    </Stack>
  );
}
