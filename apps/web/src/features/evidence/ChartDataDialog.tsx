import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DataTableView } from './DataTableView';
import { EVIDENCE_UI } from './messages';
import { useEvidenceDetail } from './useEvidenceDetail';

export interface ChartDataDialogProps {
  /** The chart's evidence id; null keeps the dialog closed. */
  evidenceId: string | null;
  /** The chart's label, for the title while the data loads. */
  label: string;
  onClose: () => void;
}

/**
 * A chart's data table on its own (issue #18 item 2): what a chart on a slide shows, as a table a
 * screen reader can read, opened from the editor's object list.
 */
export function ChartDataDialog({ evidenceId, label, onClose }: ChartDataDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={evidenceId !== null}
      onClose={onClose}
      title={`Data table: ${label}`}
      size="lg"
      fullScreen={phone}
    >
      {evidenceId && <ChartData evidenceId={evidenceId} label={label} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}

function ChartData({ evidenceId, label }: { evidenceId: string; label: string }) {
  const detail = useEvidenceDetail(evidenceId);
  if (detail.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading data...</Text>
      </Group>
    );
  if (detail.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {detail.removed ? EVIDENCE_UI.removedFromLibrary : EVIDENCE_UI.detailsFailed}
          </Text>
          {!detail.removed && (
            <Button size="xs" variant="light" color="red" onClick={() => void detail.refetch()}>
              Try Again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  const table = detail.data.dataTable;
  if (!table || table.rows.length === 0)
    return <Text size="sm">This chart has no data table.</Text>;
  return <DataTableView table={table} label={detail.data.label || label} />;
}
