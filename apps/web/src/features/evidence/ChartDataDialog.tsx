import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DataTable } from '@dsb/core';
import { RetryAlert } from '../../ui/RetryAlert';
import { DataTableView } from './DataTableView';
import { evidenceMessages } from './messages';
import { useEvidenceDetail } from './useEvidenceDetail';

export interface ChartDataDialogProps {
  /** The chart's evidence id; null keeps the dialog closed. */
  evidenceId: string | null;
  /** The chart's label, for the title while the data loads. */
  label: string;
  onClose: () => void;
  /** A pupil's chart's own data (docs/product/chart-builder.md): shown as it is, nothing fetched. */
  table?: DataTable | null;
}

/**
 * A chart's data table on its own (issue #18 item 2): what a chart on a slide shows, as a table a
 * screen reader can read, opened from the editor's object list.
 */
export function ChartDataDialog({ evidenceId, label, onClose, table }: ChartDataDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={evidenceId !== null || !!table}
      onClose={onClose}
      title={evidenceMessages.data.title({ label })}
      size="lg"
      fullScreen={phone}
    >
      {table ? (
        <DataTableView table={table} label={label} />
      ) : (
        evidenceId && <ChartData evidenceId={evidenceId} label={label} />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {evidenceMessages.data.close()}
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
        <Text size="sm">{evidenceMessages.data.loading()}</Text>
      </Group>
    );
  // A removed chart will not come back, so only a failed load offers to try again.
  if (detail.isError && detail.removed)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Text size="sm">{evidenceMessages.detail.removed()}</Text>
      </Alert>
    );
  if (detail.isError)
    return (
      <RetryAlert message={evidenceMessages.data.failed()} onRetry={() => void detail.refetch()} />
    );
  const table = detail.data.dataTable;
  if (!table || table.rows.length === 0)
    return <Text size="sm">{evidenceMessages.data.none()}</Text>;
  return <DataTableView table={table} label={detail.data.label || label} />;
}
