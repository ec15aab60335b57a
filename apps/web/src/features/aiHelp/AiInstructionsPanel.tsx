import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAX_AI_INSTRUCTIONS_LENGTH, type AiInstructionKind } from '@dsb/core';
import { RetryAlert } from '../../ui/RetryAlert';
import { aiHelpMessages } from './messages';
import { useAiInstructions, type AiInstructionsEditor } from './useAiInstructions';

const words = aiHelpMessages.instructions;

/**
 * The slide assistant's settings panel (docs/product/ai-help.md): 'System Instructions:' (5 rows),
 * Save and Reset. The chart tutor edits its kind in AiInstructionsModal; both use
 * useAiInstructions.
 */
export function AiInstructionsPanel({ kind }: { kind: AiInstructionKind }) {
  const editor = useAiInstructions(kind);
  return (
    <InstructionsLoad editor={editor}>
      <Stack gap="xs" data-testid="ai-instructions">
        <Textarea
          label={words.systemLabel()}
          rows={5}
          value={editor.text}
          maxLength={MAX_AI_INSTRUCTIONS_LENGTH}
          onChange={(e) => editor.edit(e.currentTarget.value)}
        />
        <Group gap="xs">
          <Button size="xs" onClick={() => editor.save()} loading={editor.saving === 'save'}>
            {words.save()}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={editor.reset}
            loading={editor.saving === 'reset'}
          >
            {words.reset()}
          </Button>
        </Group>
        <InstructionsOutcome editor={editor} />
      </Stack>
    </InstructionsLoad>
  );
}

/** The loading and load-error states of an AI Instructions editor; its children once loaded. */
export function InstructionsLoad({
  editor,
  children,
}: {
  editor: AiInstructionsEditor;
  children: ReactNode;
}) {
  if (editor.status === 'loading')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{words.loading()}</Text>
      </Group>
    );
  if (editor.status === 'error')
    return (
      <RetryAlert
        message={editor.loadError ?? words.loadFailed()}
        retrying={editor.reloading}
        onRetry={editor.reload}
      />
    );
  return <>{children}</>;
}

/** What the last save did: 'Instructions saved.', the reset notice, or why it failed. */
export function InstructionsOutcome({ editor }: { editor: AiInstructionsEditor }) {
  return (
    <>
      {editor.error && (
        <Text size="sm" c="red.8" role="alert">
          {editor.error}
        </Text>
      )}
      {editor.notice && (
        <Text size="sm" c="gray.7" role="status">
          {editor.notice}
        </Text>
      )}
    </>
  );
}
