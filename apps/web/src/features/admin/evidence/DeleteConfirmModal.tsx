import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showToast } from '../../../ui/toast';
import {
  deleteFailureMessage,
  deleteProblem,
  deleteQuestion,
  isPermanent,
  needsCount,
  openConfirmation,
  restoreNote,
  type DeleteRequest,
} from './deleteRequest';
import { countToDelete, manageKeys } from './api';
import { MANAGE_TEXT } from './messages';
import { useDeleteItems } from './useManageData';

/**
 * The delete confirmation's state. `open` refuses what the server refuses (no
 * selection, no source) with its message, and ignores a second open while one is showing
 * (docs/product/admin-evidence.md).
 */
export function useDeleteConfirmation() {
  const [request, setRequest] = useState<DeleteRequest | null>(null);
  const open = useCallback((next: DeleteRequest) => {
    const problem = deleteProblem(next);
    if (problem) {
      showToast(problem, 'warning');
      return;
    }
    setRequest((current) => openConfirmation(current, next));
  }, []);
  const close = useCallback(() => setRequest(null), []);
  return { request, open, close };
}

type Props = {
  request: DeleteRequest | null;
  onClose: () => void;
  /** After a successful delete (e.g. to clear the selection). */
  onDeleted?: (request: DeleteRequest) => void;
};

/** 'Confirm Deletion': by id, selected ids, source URL or all; failures stay in the dialog. */
export function DeleteConfirmModal({ request, onClose, onDeleted }: Props) {
  const remove = useDeleteItems();
  const counting = request !== null && needsCount(request);
  const count = useQuery({
    queryKey: [...manageKeys.evidence, 'delete-count', request],
    queryFn: () => countToDelete(request!),
    enabled: counting,
    staleTime: 0,
    gcTime: 0,
  });
  // Counted: the number; not countable (the call failed): the question without one.
  const counted = counting && count.isSuccess ? count.data : undefined;
  const nothingToDelete = counted === 0;
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (remove.isPending) return;
    setError(null);
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!request) return;
    setError(null);
    remove.mutate(request, {
      onSuccess: (answer) => {
        showToast(`${answer.message} (${answer.deletedCount})`, 'success');
        onDeleted?.(request);
        remove.reset();
        onClose();
      },
      onError: (failure) => {
        console.error('Delete failed', failure);
        setError(deleteFailureMessage(request, failure));
      },
    });
  };
  return (
    <Modal opened={request !== null} onClose={close} title="Confirm Deletion" centered>
      {request && (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }} data-testid="delete-question">
            {counting && count.isPending
              ? 'Counting the items to delete...'
              : deleteQuestion(request, counted)}
          </Text>
          {nothingToDelete ? null : isPermanent(request.scope) ? (
            <Text size="sm" fw={700} c="red.9">
              {MANAGE_TEXT.deleteWarning}
            </Text>
          ) : (
            <Text size="sm">{restoreNote(request.scope)}</Text>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red.9"
              onClick={confirm}
              loading={remove.isPending}
              disabled={nothingToDelete || (counting && count.isPending)}
            >
              {counted ? `Delete ${counted === 1 ? '1 item' : `${counted} items`}` : 'Delete'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
