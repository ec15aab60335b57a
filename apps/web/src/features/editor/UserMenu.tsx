import { Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBrandGoogle, IconLogout } from '@tabler/icons-react';
import { UserAvatar } from '../../ui/UserAvatar';
import { useAuth } from '../auth';
import { editorMessages } from './messages';

const M = editorMessages.user;

/**
 * The header's user menu (docs/product/editor.md): avatar, name, e-mail and Sign Out; or Sign in.
 */
export function UserMenu() {
  const { user, login, logout } = useAuth();
  if (!user) {
    return (
      <Button
        size="compact-sm"
        leftSection={<IconBrandGoogle size={14} aria-hidden />}
        onClick={() => login()}
      >
        {M.signIn()}
      </Button>
    );
  }
  const name = user.displayName || M.unnamed();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={M.account({ name })} style={{ borderRadius: '50%' }}>
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden className="dsb-mirror" />}
          onClick={() => void logout()}
        >
          {M.signOut()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
