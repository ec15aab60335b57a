import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@dsb/core';

type Props = { user: AdminUser; opened: boolean; onConfirm: () => void; onClose: () => void };

/**
 * Asks before granting the admin role: one stray click would otherwise give a pupil the whole
 * console. Removing the role needs no question (it takes power away, and is refused for oneself).
 */
export function MakeAdminModal({ user, opened, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Make Admin?" centered>
      <Stack gap="md">
        <Text>
          Make{' '}
          <Text span fw={700}>
            {user.displayName}
          </Text>{' '}
          ({user.email}) an administrator?
        </Text>
        <Text size="sm">
          Administrators can manage every user, the evidence and article library, prompts and
          backups, and read everyone's activity log. The change is recorded in both your activity
          log and theirs.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="grape" onClick={onConfirm}>
            Make Admin
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
