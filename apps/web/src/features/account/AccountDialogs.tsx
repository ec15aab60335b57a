import { AccessLogModal } from './AccessLogModal';
import type { AccountDialog } from './AccountMenuItems';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DataExportModal } from './DataExportModal';
import { DeleteAccountModal } from './DeleteAccountModal';

/**
 * The account menu's dialogs. They stay mounted once loaded, so closing one animates and gives
 * focus back to the menu.
 */
export function AccountDialogs({
  open,
  onClose,
}: {
  open: AccountDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <ChangePasswordModal opened={open === 'password'} onClose={onClose} />
      <AccessLogModal opened={open === 'accessLog'} onClose={onClose} />
      <DataExportModal opened={open === 'dataExport'} onClose={onClose} />
      <DeleteAccountModal opened={open === 'delete'} onClose={onClose} />
    </>
  );
}
