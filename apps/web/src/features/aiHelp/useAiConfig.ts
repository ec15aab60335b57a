import { useQuery } from '@tanstack/react-query';
import { fetchAiConfig } from './api';

export const aiConfigKey = ['ai', 'config'] as const;

/** GET /api/ai/config: whether a model reads images, the AI Instructions per kind, the limits. */
export function useAiConfig() {
  return useQuery({ queryKey: aiConfigKey, queryFn: fetchAiConfig, staleTime: 60_000 });
}
