import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PLATFORM_MESSAGES as M } from './messages';

type Props = {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Remove a platform, rotate the keys: asks first; Cancel has the focus, Escape closes. */
export function ConfirmModal(props: Props) {
  const { opened, title, body, confirmLabel, danger, busy, error, onConfirm, onClose } = props;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered closeOnEscape={!busy}>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {M.cancel}
          </Button>
          <Button color={danger ? 'red' : 'blue'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
