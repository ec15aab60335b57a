import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfDeletionResponse } from '@dsb/core';
import { useState, type FormEvent } from 'react';
import { apiFetch, errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { accountMessages } from './messages';

type Props = { opened: boolean; onClose: () => void };

const deleteMyAccount = () =>
  apiFetch<SelfDeletionResponse>('/api/me/delete', {
    method: 'POST',
    json: { confirm: 'DELETE' },
  });

/**
 * 'Delete my account' (shown only when an administrator allows it; docs/product/admin-users.md):
 * says what goes and what stays with others, and asks for DELETE typed before it deletes.
 */
export function DeleteAccountModal({ opened, onClose }: Props) {
  const text = accountMessages.deleteAccount;
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: deleteMyAccount });
  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    remove.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== text.confirmWord()) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast(text.done(), 'success');
        queryClient.clear();
        // The session is gone with the account: back to the start page, signed out.
        window.location.replace(`/?t=${Date.now()}`);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={text.title()} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{text.goes()}</Text>
          <Text size="sm">{text.stays()}</Text>
          <TextInput
            label={text.confirmLabel()}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            disabled={remove.isPending}
            data-autofocus
          />
          {remove.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {text.failed({ message: errorMessage(remove.error, '') })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {text.cancel()}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              disabled={typed.trim() !== text.confirmWord()}
            >
              {text.submit()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
