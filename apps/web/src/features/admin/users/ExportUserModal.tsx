import { Modal } from '@mantine/core';
import type { AdminUser } from '@dsb/core';
import { DataExportPanel } from '../../account';

type Props = { user: AdminUser; opened: boolean; onClose: () => void };

/**
 * "Export data" on a user's row: the same export the person gets from "All my data"
 * (docs/product/data-export.md), started by the admin. Opening it is recorded in the person's
 * access log when the admin downloads it.
 */
export function ExportUserModal({ user, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Export data of ${user.displayName}`} size="lg">
      {opened && (
        <DataExportPanel
          startPath={`/api/admin/users/${user._id}/export`}
          startLabel="Prepare the export"
          includes={[
            'Machine-readable JSON files: their account, stories with every version and hand-in, comments, AI chats, saved evidence and headlines, activity log and classes.',
            'Readable copies: each story as a web page, their uploaded images, rendered videos and captions.',
            'A README that explains each file.',
          ]}
          intro={`Download a copy of everything this app keeps about ${user.displayName}, as one ZIP file. Downloading it is listed in their "Who has looked at my work".`}
        />
      )}
    </Modal>
  );
}
