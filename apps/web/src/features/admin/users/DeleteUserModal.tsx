import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ADMIN_USER_MESSAGES,
  USER_ROLE_LABELS,
  type AdminUser,
  type DeletionCertificate,
} from '@dsb/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { showToast } from '../../../ui/toast';
import { useDeleteUser } from './useUsers';
import { CertificatePanel } from './CertificatePanel';

type Props = { user: AdminUser | null; onClose: () => void };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Confirm Deletion' (docs/product/admin-users.md). What goes with the user is the server's
 * decision (docs/decisions/0052-complete-user-deletion.md): everything of theirs goes, and the
 * modal then shows the deletion's certificate.
 */
export function DeleteUserModal({ user, onClose }: Props) {
  const remove = useDeleteUser();
  const [error, setError] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<DeletionCertificate | null>(null);
  const close = () => {
    if (remove.isPending) return;
    setError(null);
    setCertificate(null);
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    setError(null);
    remove.mutate(user, {
      onSuccess: ({ removed, certificate: issued }) => {
        showToast(
          `${user.displayName} was deleted, with ${plural(removed.stories, 'story', 'stories')} and ${plural(removed.images, 'upload', 'uploads')}.`,
          'success',
        );
        // The modal stays open on the certificate: the admin's proof of what went.
        setCertificate(issued);
      },
      onError: (failure) =>
        setError(
          `${ADMIN_USER_MESSAGES.deleteFailed}: ${errorMessage(failure, 'the server could not be reached')}`,
        ),
    });
  };
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={certificate ? 'Deletion certificate' : 'Confirm Deletion'}
      centered
    >
      {user && certificate && <CertificatePanel certificate={certificate} onDone={close} />}
      {user && !certificate && (
        <Stack gap="md">
          <Text>Delete this user?</Text>
          <List spacing={4} size="sm" listStyleType="none" aria-label="User to delete">
            <List.Item>
              <Text span fw={600}>
                Name:
              </Text>{' '}
              {user.displayName}
            </List.Item>
            <List.Item>
              <Text span fw={600}>
                Email:
              </Text>{' '}
              {user.email}
            </List.Item>
            <List.Item>
              <Text span fw={600}>
                Role:
              </Text>{' '}
              {USER_ROLE_LABELS[user.isAdmin ? 'admin' : 'user']}
            </List.Item>
          </List>
          <Text size="sm">
            {ADMIN_USER_MESSAGES.deleteRemovesWork} So is their activity log, and they are signed
            out everywhere. To keep their work, set their status to Inactive instead.
          </Text>
          <Text size="sm" fw={700} c="red.8">
            {ADMIN_USER_MESSAGES.deleteWarning}
          </Text>
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete User
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
