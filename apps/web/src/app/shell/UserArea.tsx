import { Avatar, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconBrandGoogle, IconLogout } from '@tabler/icons-react';
import type { User } from '@dsb/core';
import { useAuth } from '../../features/auth/useAuth';

/** Avatar source and fallback of spec 1 §2: photo URL, else profile image, else the first letter. */
export function UserAvatar({ user }: { user: User }) {
  const src = user.photoURL || user.profileImage || null;
  const name = user.displayName || 'User';
  return (
    <Avatar src={src} alt={name} radius="xl" size={32} color="blue">
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** The navbar's right side: spinner while loading, sign-in button, or the user with Sign Out. */
export function UserArea() {
  const { isLoading, user, isAdmin, login, logout } = useAuth();
  if (isLoading) return <Loader size="sm" aria-label="Loading sign-in status" />;
  if (!user) {
    return (
      <Button leftSection={<IconBrandGoogle size={16} aria-hidden />} onClick={() => login()}>
        Sign in with Google
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} />
      <Text fw={500} size="sm" visibleFrom="xs" data-testid="user-display-name">
        {user.displayName || 'User'}
      </Text>
      {isAdmin && (
        <Badge color="grape" variant="light">
          Admin
        </Badge>
      )}
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void logout()}
      >
        Sign Out
      </Button>
    </Group>
  );
}
