import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import type { AccountDialog } from '../../features/account';
import { lazy, Suspense, useState } from 'react';
import { SignInButton } from '../../features/auth/SignInButton';
import { useAuth } from '../../features/auth/useAuth';
import { UserAvatar } from '../../ui/UserAvatar';
import { shellMessages } from './messages';

// Loaded with the menu's first opening: the first page stays small (docs/performance.md).
const AccountMenuItems = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.AccountMenuItems })),
);
const AccountDialogs = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.AccountDialogs })),
);

/**
 * The navbar's right side: spinner while loading, sign-in button, or the user (whose menu holds
 * Change password, Who has looked at my work and, where allowed, Delete my account) with Sign Out.
 */
export function UserArea() {
  const { isLoading, user, isAdmin, login, logout } = useAuth();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const openDialog = (next: AccountDialog) => {
    setDialogsLoaded(true);
    setDialog(next);
  };
  if (isLoading) return <Loader size="sm" aria-label={shellMessages.user.loading()} />;
  if (!user) {
    return <SignInButton onClick={() => login()} />;
  }
  const name = user.displayName || shellMessages.user.fallbackName();
  return (
    <Group gap="sm" wrap="nowrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton
            // Starts with the name shown on the button (WCAG 2.5.3 Label in Name).
            aria-label={shellMessages.user.accountMenu({ name })}
            className="mantine-focus-auto"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap={6} wrap="nowrap">
              <UserAvatar user={user} />
              <Text fw={500} size="sm" visibleFrom="xs" data-testid="user-display-name">
                {name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* The dropdown mounts when opened: its items load with the first opening. */}
          <Suspense fallback={<Loader size="xs" m="xs" />}>
            <AccountMenuItems onOpen={openDialog} />
          </Suspense>
        </Menu.Dropdown>
      </Menu>
      {isAdmin && (
        <Badge color="grape" variant="light">
          {shellMessages.user.admin()}
        </Badge>
      )}
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void logout()}
        visibleFrom="sm"
      >
        {shellMessages.user.signOut()}
      </Button>
      {/* Under 768 px (a phone, or 200% zoom, beside the Admin badge and the language button) the
          icon alone, named the same. */}
      <Tooltip label={shellMessages.user.signOut()}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={shellMessages.user.signOut()}
          onClick={() => void logout()}
          hiddenFrom="sm"
        >
          <IconLogout size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <AccountDialogs open={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Group>
  );
}
