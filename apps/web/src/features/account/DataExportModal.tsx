import { Modal } from '@mantine/core';
import { DataExportPanel } from './DataExportPanel';
import { accountMessages } from './messages';

type Props = { opened: boolean; onClose: () => void };

/** 'All my data' (docs/product/data-export.md): the person's own export, from the account menu. */
export function DataExportModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={accountMessages.dataExport.title()} size="lg">
      {opened && <DataExportPanel startPath="/api/me/export" />}
    </Modal>
  );
}
