import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RubricInput } from '@dsb/core';
import * as api from './api';

/** The signed-in teacher's rubrics (GET /api/rubrics), newest first. */
export function useRubricList(enabled = true) {
  return useQuery({ queryKey: api.rubricKeys.list(), queryFn: api.fetchRubrics, enabled });
}

/**
 * Save, copy, delete and import; each success reloads the rubrics. (The Custom Links screen
 * reloads its links, with their rubric names, when it is opened again.)
 */
export function useRubricMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: api.rubricKeys.all });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RubricInput }) =>
      id ? api.updateRubric(id, input) : api.createRubric(input),
    onSuccess,
  });
  const copy = useMutation({ mutationFn: api.copyRubric, onSuccess });
  const remove = useMutation({ mutationFn: api.deleteRubric, onSuccess });
  const importCsv = useMutation({
    mutationFn: ({ name, csv }: { name: string; csv: string }) => api.importRubric(name, csv),
    onSuccess,
  });
  return { save, copy, remove, importCsv };
}
