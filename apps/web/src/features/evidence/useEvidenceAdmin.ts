import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVIDENCE_MESSAGES } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { deleteEvidenceRequest, evidenceKeys, updateEvidenceRequest } from './api';
import { evidenceMessages } from './messages';
import { useEvidenceSearchActions } from './useEvidenceSearch';

type Edit = { id: string; label: string; description: string };

/** Admin edit of an item's title and description (messages (docs/product/evidence.md)). */
export function useUpdateEvidence() {
  const queryClient = useQueryClient();
  const { applyUpdate } = useEvidenceSearchActions();
  return useMutation({
    mutationFn: ({ id, label, description }: Edit) =>
      updateEvidenceRequest(id, { label, description }),
    onSuccess: (result, edit) => {
      // The server's usual answer is shown in the interface language; another one as it came.
      const said = result?.message;
      const updated = evidenceMessages.admin.updated();
      showToast(!said || said === EVIDENCE_MESSAGES.updated ? updated : said, 'success');
      const { label, description } = result?.evidence ?? edit;
      void applyUpdate({ _id: edit.id, label, description });
      void queryClient.invalidateQueries({ queryKey: evidenceKeys.all });
    },
    onError: (error) =>
      showToast(errorMessage(error, evidenceMessages.admin.updateFailed()), 'error'),
  });
}

/** Admin (soft) delete of one item; it leaves the results at once. */
export function useDeleteEvidence() {
  const queryClient = useQueryClient();
  const { applyDelete } = useEvidenceSearchActions();
  return useMutation({
    mutationFn: (id: string) => deleteEvidenceRequest(id),
    onSuccess: (_result, id) => {
      showToast(evidenceMessages.admin.deleted(), 'success');
      void applyDelete(id);
      void queryClient.invalidateQueries({ queryKey: evidenceKeys.all });
    },
    onError: (error) => {
      console.error('Failed to delete evidence', error);
      showToast(evidenceMessages.admin.deleteFailed(), 'error');
    },
  });
}
