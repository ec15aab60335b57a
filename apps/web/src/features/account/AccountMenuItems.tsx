import { Menu } from '@mantine/core';
import {
  IconClockHour4,
  IconDatabaseExport,
  IconEye,
  IconKey,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SelfDeletionStatus } from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { accountMessages } from './messages';

/** The account's own dialogs, opened from its menu (AccountDialogs.tsx). */
export type AccountDialog = 'password' | 'accessLog' | 'dataExport' | 'delete';

/** Whether the signed-in person may delete their own account (an administrator's setting). */
function useSelfDeletionAllowed(): boolean {
  const { data } = useQuery({
    queryKey: ['me', 'delete'],
    queryFn: () => apiFetch<SelfDeletionStatus>('/api/me/delete'),
    staleTime: 60_000,
  });
  return data?.allowed ?? false;
}

/**
 * The account menu's items: change password, who has looked at my work, all my data, and deleting the account
 * where an administrator allows it. Loaded with the menu's first opening, so the first page stays
 * within its budget (docs/performance.md).
 */
export function AccountMenuItems({ onOpen }: { onOpen: (dialog: AccountDialog) => void }) {
  const mayDelete = useSelfDeletionAllowed();
  const t = accountMessages;
  return (
    <>
      <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onOpen('password')}>
        {t.changePassword.title()}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => onOpen('accessLog')}
      >
        {t.accessLog.title()}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconDatabaseExport size={16} aria-hidden />}
        onClick={() => onOpen('dataExport')}
      >
        {t.dataExport.title()}
      </Menu.Item>
      <Menu.Item
        component={Link}
        to="/privacy"
        leftSection={<IconClockHour4 size={16} aria-hidden />}
      >
        {t.dataExport.privacyPolicy()}
      </Menu.Item>
      {mayDelete && (
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onOpen('delete')}
        >
          {t.deleteAccount.title()}
        </Menu.Item>
      )}
    </>
  );
}
