import { Avatar, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, type AdminUser } from '@dsb/core';
import { formatLastLogin } from './format';
import { UserRowActions } from './UserRowActions';

const STATUS_COLORS: Record<AdminUser['status'], string> = {
  active: 'green',
  inactive: 'gray',
  suspended: 'red',
};

type Props = {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

function Who({ user }: { user: AdminUser }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.photoURL || user.profileImage || null} alt="" radius="xl" size={32}>
        {user.displayName.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={500} size="sm" truncate>
          {user.displayName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

function RoleBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant="light" color={user.isAdmin ? 'grape' : 'blue'}>
      {USER_ROLE_LABELS[user.isAdmin ? 'admin' : 'user']}
    </Badge>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[user.status]}>
      {USER_STATUS_LABELS[user.status]}
    </Badge>
  );
}

/**
 * The users of one page: a table (User, Role, Status, Last Login, Actions) on wider screens, and
 * one card per user on phones, where five columns cannot fit.
 */
export function UserList({ users, onEdit, onDelete }: Props) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
        {users.map((user) => (
          <Paper key={user._id} component="li" withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Who user={user} />
              <Group gap="xs">
                <RoleBadge user={user} />
                <StatusBadge user={user} />
              </Group>
              <Text size="xs" c="dimmed">
                Last Login: {formatLastLogin(user.lastLogin)}
              </Text>
              <UserRowActions
                user={user}
                onEdit={() => onEdit(user)}
                onDelete={() => onDelete(user)}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id}>
              <Table.Td maw={320}>
                <Who user={user} />
              </Table.Td>
              <Table.Td>
                <RoleBadge user={user} />
              </Table.Td>
              <Table.Td>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatLastLogin(user.lastLogin)}</Text>
              </Table.Td>
              <Table.Td>
                <UserRowActions
                  user={user}
                  onEdit={() => onEdit(user)}
                  onDelete={() => onDelete(user)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
