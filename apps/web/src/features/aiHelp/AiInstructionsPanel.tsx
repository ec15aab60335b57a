import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_AI_INSTRUCTIONS_LENGTH, type AiInstructionKind } from '@dsb/core';
import { useState } from 'react';
import { apiFetch, errorMessage } from '../../lib/http';
import { fetchAiConfig } from './api';
import { aiConfigKey } from './useChartTutor';

/**
 * The assistant's settings panel (spec 3 §2): 'System Instructions:' (5 rows), Save and Reset.
 * Kept per user on the server (PUT /api/me/settings aiInstructions), so they follow the pupil.
 */
export function AiInstructionsPanel({ kind }: { kind: AiInstructionKind }) {
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: aiConfigKey, queryFn: fetchAiConfig, staleTime: 60_000 });
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = config.data?.instructions[kind];
  const shown = draft ?? current?.custom ?? current?.default ?? '';
  const save = useMutation({
    mutationFn: (text: string | null) =>
      apiFetch('/api/me/settings', {
        method: 'PUT',
        json: { aiInstructions: { [kind]: text } },
      }),
    onSuccess: async (_, text) => {
      setDraft(null);
      setNotice(text === null ? 'Instructions reset to the default.' : 'Instructions saved.');
      await queryClient.invalidateQueries({ queryKey: aiConfigKey });
      await queryClient.invalidateQueries({ queryKey: ['me', 'settings'] });
    },
  });

  if (config.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading instructions...</Text>
      </Group>
    );
  if (config.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(config.error, 'Config fetch failed')}
      </Alert>
    );
  return (
    <Stack gap="xs" data-testid="ai-instructions">
      <Textarea
        label="System Instructions:"
        rows={5}
        value={shown}
        maxLength={MAX_AI_INSTRUCTIONS_LENGTH}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setNotice(null);
        }}
      />
      <Group gap="xs">
        <Button
          size="xs"
          onClick={() => save.mutate(shown.trim() ? shown : null)}
          loading={save.isPending && save.variables !== null}
        >
          Save
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => save.mutate(null)}
          loading={save.isPending && save.variables === null}
        >
          Reset
        </Button>
      </Group>
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(save.error, 'Failed to save your settings')}
        </Text>
      )}
      {notice && (
        <Text size="sm" c="gray.7" role="status">
          {notice}
        </Text>
      )}
    </Stack>
  );
}
