import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomLinkInput } from '@dsb/core';
import * as api from './api';

/** The signed-in user's links (GET /api/custom-links). */
export function useLinkList(enabled: boolean) {
  return useQuery({ queryKey: api.linkKeys.list(), queryFn: api.fetchLinks, enabled });
}

/** Create, update and delete; each success reloads the list (docs/product/custom-links.md). */
export function useLinkMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: api.linkKeys.all });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CustomLinkInput }) =>
      id ? api.updateLink(id, input) : api.createLink(input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: api.deleteLink, onSuccess });
  return { save, remove };
}

/** Every prompt, loaded only when asked ('Load all prompts'). */
export function useAllPrompts(enabled: boolean) {
  return useQuery({
    queryKey: api.linkKeys.allPrompts(),
    queryFn: api.fetchAllPrompts,
    enabled,
    staleTime: 5 * 60_000,
  });
}
