import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LtiPlatformInput } from '@dsb/core';
import {
  addPlatform,
  fetchPlatforms,
  fetchToolInfo,
  makeRegistrationLink,
  platformKeys,
  removePlatform,
  rotateKeys,
} from './api';

export function usePlatformList() {
  return useQuery({ queryKey: platformKeys.platforms, queryFn: fetchPlatforms });
}

export function useToolInfo() {
  return useQuery({ queryKey: platformKeys.tool, queryFn: fetchToolInfo });
}

export function useAddPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LtiPlatformInput) => addPlatform(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.platforms }),
  });
}

export function useRemovePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removePlatform(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.platforms }),
  });
}

export function useRotateKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateKeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.tool }),
  });
}

/** A registration link is used once: a platform registered through it shows up in the list. */
export function useRegistrationLink() {
  return useMutation({ mutationFn: makeRegistrationLink });
}
