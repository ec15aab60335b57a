import type { Rubric, RubricInput } from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { RUBRICS_MESSAGES } from './messages';

/** The signed-in teacher's rubrics (docs/product/feedback.md, "Rubrics"). */
export const rubricKeys = {
  all: ['rubrics'] as const,
  list: () => ['rubrics', 'list'] as const,
};

const enc = encodeURIComponent;

export function fetchRubrics(): Promise<Rubric[]> {
  return apiFetch<Rubric[]>('/api/rubrics', {}, RUBRICS_MESSAGES.listFailed());
}

export function createRubric(input: RubricInput): Promise<Rubric> {
  return apiFetch<Rubric>(
    '/api/rubrics',
    { method: 'POST', json: input },
    RUBRICS_MESSAGES.saveFailed(),
  );
}

export function updateRubric(id: string, input: RubricInput): Promise<Rubric> {
  return apiFetch<Rubric>(
    `/api/rubrics/${enc(id)}`,
    { method: 'PUT', json: input },
    RUBRICS_MESSAGES.saveFailed(),
  );
}

export function deleteRubric(id: string): Promise<unknown> {
  return apiFetch(`/api/rubrics/${enc(id)}`, { method: 'DELETE' }, RUBRICS_MESSAGES.deleteFailed());
}

export function copyRubric(id: string): Promise<Rubric> {
  return apiFetch<Rubric>(
    `/api/rubrics/${enc(id)}/copy`,
    { method: 'POST' },
    RUBRICS_MESSAGES.copyFailed(),
  );
}

/** A CSV as Export CSV makes it; the server answers a bad line with its number. */
export function importRubric(name: string, csv: string): Promise<Rubric> {
  return apiFetch<Rubric>(
    '/api/rubrics/import',
    { method: 'POST', json: { name, csv } },
    RUBRICS_MESSAGES.importFailed(),
  );
}

/** Downloaded by the browser (`{name}-rubric.csv`). */
export const rubricCsvUrl = (id: string) => `/api/rubrics/${enc(id)}/csv`;
