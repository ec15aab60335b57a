import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorySummary } from '@dsb/core';
import { ApiError, errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { deleteStory, listStories, updateStory } from '../stories';

/** The list of the user's stories (TanStack Query key shared with anything that edits stories). */
export const storiesQueryKey = ['stories'] as const;
import { myStoriesMessages as t } from './messages';
import { deletedMessage } from './model';

/** The signed-in user's stories; not fetched for visitors. */
export function useStoriesList(enabled: boolean) {
  return useQuery({ queryKey: storiesQueryKey, queryFn: listStories, enabled });
}

type RenameInput = { id: string; version: number; title: string };

/** Renames a story in place, showing the new title at once and undoing it if the save fails. */
export function useRenameStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, title }: RenameInput) => updateStory(id, { version, title }),
    onMutate: async ({ id, title }) => {
      await queryClient.cancelQueries({ queryKey: storiesQueryKey, exact: true });
      const previous = queryClient.getQueryData<StorySummary[]>(storiesQueryKey);
      queryClient.setQueryData<StorySummary[]>(storiesQueryKey, (list) =>
        list?.map((story) => (story._id === id ? { ...story, title } : story)),
      );
      return { previous };
    },
    // Take the saved version at once, so a second rename before the refetch is not a conflict.
    onSuccess: (saved) =>
      queryClient.setQueryData<StorySummary[]>(storiesQueryKey, (list) =>
        list?.map((story) =>
          story._id === saved._id
            ? { ...story, title: saved.title, version: saved.version, updatedAt: saved.updatedAt }
            : story,
        ),
      ),
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(storiesQueryKey, context.previous);
      if (error instanceof ApiError && error.status === 409)
        // Someone saved this story elsewhere since the list was loaded: show theirs, lose nothing.
        showToast(t.conflict(), 'warning', 6000);
      else showToast(errorMessage(error, t.updateFailed()), 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
  });
}

export type DeleteResult = { deleted: string[]; errors: string[] };

/** Deletes each story, reports the outcome in toasts and refreshes the list. */
export function useDeleteStories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<DeleteResult> => {
      const results = await Promise.allSettled(ids.map((id) => deleteStory(id)));
      const result: DeleteResult = { deleted: [], errors: [] };
      results.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') result.deleted.push(ids[index]!);
        else result.errors.push(errorMessage(outcome.reason, t.deleteFailed()));
      });
      return result;
    },
    onSuccess: ({ deleted, errors }) => {
      if (deleted.length > 0) showToast(deletedMessage(deleted.length), 'success');
      // One toast per distinct reason, so a batch of identical failures is not a pile of toasts.
      for (const message of new Set(errors)) showToast(message, 'error');
    },
    onError: (error) => showToast(errorMessage(error, t.deleteFailed()), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
  });
}
