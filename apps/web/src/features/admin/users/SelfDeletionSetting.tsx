import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletionSettings } from '@dsb/core';
import { apiFetch, errorMessage } from '../../../lib/http';
import { showToast } from '../../../ui/toast';

const SETTINGS_KEY = ['admin', 'deletion-settings'] as const;

/**
 * The administrators' setting for a pupil's own deletion (docs/product/admin-users.md): off by
 * default; on, "Delete my account" shows in every non-admin's account menu.
 */
export function SelfDeletionSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiFetch<DeletionSettings>('/api/admin/deletion-settings'),
  });
  const save = useMutation({
    mutationFn: (allowSelfDeletion: boolean) =>
      apiFetch<DeletionSettings>('/api/admin/deletion-settings', {
        method: 'PUT',
        json: { allowSelfDeletion },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['me', 'delete'] });
    },
    onError: (failure) =>
      showToast(`Failed to save the setting: ${errorMessage(failure, 'no answer')}`, 'error'),
  });
  return (
    <Switch
      label="Pupils may delete their own account"
      description="Adds Delete my account to the account menu of every non-admin user."
      checked={settings.data?.allowSelfDeletion ?? false}
      disabled={settings.isPending || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
