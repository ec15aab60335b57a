import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, type AdminUser } from '@dsb/core';
import { formatLastLogin, formatLoginDay, formatLoginTime } from './format';
import { UserRowActions } from './UserRowActions';

const STATUS_COLORS: Record<AdminUser['status'], string> = {
  active: 'green',
  inactive: 'gray',
  suspended: 'red',
};

// Short columns keep their width; the User column gives way (its name and e-mail truncate).
const NO_WRAP = { whiteSpace: 'nowrap', width: '1%' } as const;
const BADGE_STYLE = { minWidth: 'max-content' } as const;

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
      <Stack gap={0} style={{ minWidth: 0, maxWidth: 'clamp(140px, 30vw, 420px)' }}>
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
    <Badge variant="light" color={user.isAdmin ? 'grape' : 'blue'} style={BADGE_STYLE}>
      {USER_ROLE_LABELS[user.isAdmin ? 'admin' : 'user']}
    </Badge>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[user.status]} style={BADGE_STYLE}>
      {USER_STATUS_LABELS[user.status]}
    </Badge>
  );
}

/**
 * The users of one page: a table (User, Role, Status, Last Login, Actions) on wide screens, and
 * one card per user on phones and portrait tablets, where five columns cannot fit.
 */
export function UserList({ users, onEdit, onDelete }: Props) {
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  if (narrow) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Users"
      >
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
      </SimpleGrid>
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
              <Table.Td>
                <Who user={user} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <RoleBadge user={user} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <Text size="sm">{formatLoginDay(user.lastLogin)}</Text>
                <Text size="xs" c="dimmed">
                  {formatLoginTime(user.lastLogin)}
                </Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
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
