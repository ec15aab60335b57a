import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth';
import {
  createInvite,
  fetchInvite,
  fetchMembers,
  joinStory,
  memberKeys,
  revokeInvite,
  removeMember,
  type CurrentInvite,
} from './api';
import { roleOf } from './model';

/** My Data Stories' list (its query key): joining, leaving and removing change it. */
const STORIES_LIST_KEY = ['stories'] as const;

/** The story's owner and co-authors; not fetched without a story. */
export function useStoryMembers(storyId: string | null, enabled = true) {
  return useQuery({
    queryKey: memberKeys.members(storyId ?? ''),
    queryFn: () => fetchMembers(storyId!),
    enabled: enabled && Boolean(storyId),
  });
}

/** The signed-in user's part in the story ('owner', 'co-author'), or null while unknown. */
export function useStoryRole(storyId: string | null) {
  const { user } = useAuth();
  const members = useStoryMembers(storyId, Boolean(user));
  return roleOf(members.data?.members, user?._id);
}

/** The story's live join code (the owner's view). */
export function useStoryInvite(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.invite(storyId),
    queryFn: () => fetchInvite(storyId),
    enabled,
  });
}

/** Makes a new join code (the old one stops working) or stops the current one. */
export function useInviteActions(storyId: string) {
  const queryClient = useQueryClient();
  const key = memberKeys.invite(storyId);
  const create = useMutation({
    mutationFn: () => createInvite(storyId),
    onSuccess: (invite) =>
      queryClient.setQueryData<CurrentInvite>(key, { invite, unreadable: false }),
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvite(storyId),
    onSuccess: () =>
      queryClient.setQueryData<CurrentInvite>(key, { invite: null, unreadable: false }),
  });
  return { create, revoke };
}

/** Removes a co-author (the owner), or the user themself when `leaving`. */
export function useRemoveMember(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, leaving = false }: { userId: string; leaving?: boolean }) =>
      removeMember(storyId, userId, leaving),
    onSettled: async (_done, _error, { leaving }) => {
      // Someone who left can no longer read the list: forget it rather than ask again.
      if (leaving) queryClient.removeQueries({ queryKey: memberKeys.members(storyId) });
      else await queryClient.invalidateQueries({ queryKey: memberKeys.members(storyId) });
      await queryClient.invalidateQueries({ queryKey: STORIES_LIST_KEY });
    },
  });
}

/** Joins the story a code belongs to; resolves to the story's id. */
export function useJoinStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => joinStory(code),
    onSuccess: async (storyId) => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.members(storyId) });
      await queryClient.invalidateQueries({ queryKey: STORIES_LIST_KEY });
    },
  });
}
