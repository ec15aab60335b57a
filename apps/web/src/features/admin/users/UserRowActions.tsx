import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconDatabaseExport,
  IconHistory,
  IconPencil,
  IconShield,
  IconShieldOff,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { AdminUser } from '@dsb/core';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { activityLogPath } from '../shell';
import { ExportUserModal } from './ExportUserModal';
import { MakeAdminModal } from './MakeAdminModal';
import { toggledStatus, useQuickUserChange } from './useUsers';

type Props = { user: AdminUser; onEdit: () => void; onDelete: () => void };

function Action(props: {
  label: string;
  tip: string;
  color?: string;
  busy?: boolean;
  onClick?: () => void;
  to?: string;
  state?: unknown;
  children: ReactNode;
}) {
  const { label, tip, color = 'gray', busy, onClick, to, state, children } = props;
  return (
    <Tooltip label={tip} withArrow openDelay={300}>
      {to ? (
        <ActionIcon
          component={Link}
          to={to}
          state={state}
          variant="subtle"
          color={color}
          size="lg"
          aria-label={label}
        >
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          color={color}
          size="lg"
          aria-label={label}
          loading={busy}
          onClick={onClick}
        >
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * Row actions: toggle admin (granting it asks first), toggle active/inactive, edit, log, export
 * the user's data, delete.
 */
export function UserRowActions({ user, onEdit, onDelete }: Props) {
  const quick = useQuickUserChange();
  const { search } = useLocation();
  const busy = (field: 'isAdmin' | 'status') =>
    quick.isPending &&
    quick.variables?.user._id === user._id &&
    quick.variables.changes[field] !== undefined;
  const name = user.displayName;
  const nextStatus = toggledStatus(user.status);
  const [confirmingAdmin, setConfirmingAdmin] = useState(false);
  const [exporting, setExporting] = useState(false);
  return (
    <Group gap={2} wrap="nowrap">
      <Action
        label={user.isAdmin ? `Remove admin role from ${name}` : `Make ${name} an admin`}
        tip={user.isAdmin ? 'Remove admin role' : 'Make admin'}
        color={user.isAdmin ? 'grape' : 'gray'}
        busy={busy('isAdmin')}
        onClick={() =>
          user.isAdmin
            ? quick.mutate({ user, changes: { isAdmin: false } })
            : setConfirmingAdmin(true)
        }
      >
        {user.isAdmin ? (
          <IconShieldOff size={18} aria-hidden />
        ) : (
          <IconShield size={18} aria-hidden />
        )}
      </Action>
      <Action
        label={nextStatus === 'active' ? `Activate ${name}` : `Deactivate ${name}`}
        tip={nextStatus === 'active' ? 'Activate' : 'Deactivate'}
        color={nextStatus === 'active' ? 'green' : 'orange'}
        busy={busy('status')}
        onClick={() => quick.mutate({ user, changes: { status: nextStatus } })}
      >
        {nextStatus === 'active' ? (
          <IconUserCheck size={18} aria-hidden />
        ) : (
          <IconUserOff size={18} aria-hidden />
        )}
      </Action>
      <Action label={`Edit ${name}`} tip="Edit" color="blue" onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </Action>
      <Action
        label={`Activity log of ${name}`}
        tip="Activity log"
        to={activityLogPath(user._id) + search}
        state={{ user }}
      >
        <IconHistory size={18} aria-hidden />
      </Action>
      <Action label={`Export data of ${name}`} tip="Export data" onClick={() => setExporting(true)}>
        <IconDatabaseExport size={18} aria-hidden />
      </Action>
      <Action label={`Delete ${name}`} tip="Delete" color="red" onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </Action>
      <ExportUserModal user={user} opened={exporting} onClose={() => setExporting(false)} />
      <MakeAdminModal
        user={user}
        opened={confirmingAdmin}
        onClose={() => setConfirmingAdmin(false)}
        onConfirm={() => {
          setConfirmingAdmin(false);
          quick.mutate({ user, changes: { isAdmin: true } });
        }}
      />
    </Group>
  );
}
