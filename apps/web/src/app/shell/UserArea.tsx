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
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconEye, IconKey, IconLogout, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SelfDeletionStatus } from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { lazy, Suspense, useState } from 'react';
import { SignInButton } from '../../features/auth/SignInButton';
import { useAuth } from '../../features/auth/useAuth';
import { UserAvatar } from '../../ui/UserAvatar';
import { shellMessages } from './messages';

// Loaded when first opened: the first page stays small (docs/product/index.md).
const ChangePasswordModal = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.ChangePasswordModal })),
);
const AccessLogModal = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.AccessLogModal })),
);
const DeleteAccountModal = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.DeleteAccountModal })),
);

/** Whether the signed-in person may delete their own account (an administrator's setting). */
function useSelfDeletionAllowed(signedIn: boolean): boolean {
  const { data } = useQuery({
    queryKey: ['me', 'delete'],
    queryFn: () => apiFetch<SelfDeletionStatus>('/api/me/delete'),
    enabled: signedIn,
    staleTime: 60_000,
  });
  return data?.allowed ?? false;
}

/**
 * The navbar's right side: spinner while loading, sign-in button, or the user (whose menu holds
 * Change password and Who has looked at my work) with Sign Out.
 */
export function UserArea() {
  const { isLoading, user, isAdmin, login, logout } = useAuth();
  const [passwordOpen, passwordModal] = useDisclosure(false);
  // Stays mounted once opened, so closing animates and gives focus back to the menu.
  const [passwordLoaded, setPasswordLoaded] = useState(false);
  const [deleteOpen, deleteModal] = useDisclosure(false);
  const [deleteLoaded, setDeleteLoaded] = useState(false);
  const mayDelete = useSelfDeletionAllowed(Boolean(user));
  const [accessOpen, accessModal] = useDisclosure(false);
  const [accessLoaded, setAccessLoaded] = useState(false);
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
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => {
              setPasswordLoaded(true);
              passwordModal.open();
            }}
          >
            {shellMessages.user.changePassword()}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => {
              setAccessLoaded(true);
              accessModal.open();
            }}
          >
            {shellMessages.user.accessLog()}
          </Menu.Item>
          {mayDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setDeleteLoaded(true);
                deleteModal.open();
              }}
            >
              {shellMessages.user.deleteAccount()}
            </Menu.Item>
          )}
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
      {passwordLoaded && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={passwordOpen} onClose={passwordModal.close} />
        </Suspense>
      )}
      {accessLoaded && (
        <Suspense fallback={null}>
          <AccessLogModal opened={accessOpen} onClose={accessModal.close} />
        </Suspense>
      )}
      {deleteLoaded && (
        <Suspense fallback={null}>
          <DeleteAccountModal opened={deleteOpen} onClose={deleteModal.close} />
        </Suspense>
      )}
    </Group>
  );
}
