import { ActionIcon, Button, Flex, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import {
  AI_INSTRUCTION_LABELS,
  MAX_AI_INSTRUCTIONS_LENGTH,
  type AiInstructionKind,
} from '@dsb/core';
import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { showToast } from '../../ui/toast';
import { InstructionsLoad, InstructionsOutcome } from './AiInstructionsPanel';
import { INSTRUCTIONS_NOTICES } from './instructionsState';
import { useAiInstructions } from './useAiInstructions';

/**
 * The chart tutor's 'AI Instructions' settings modal (docs/product/ai-help.md): a text area, Reset
 * to Default and Save Changes; the backdrop, Escape and the close button close it and focus goes
 * back to the settings button. The text is the user's own per kind (useAiInstructions).
 *
 * It opens over the evidence modal. Mantine closes every open modal on Escape (a window
 * listener each) unless the key comes from an element marked data-mantine-stop-propagation,
 * so whatever takes focus here is marked and this modal closes itself.
 */
const STOP_MARK = 'data-mantine-stop-propagation';

const INTRO: Readonly<Record<AiInstructionKind, string>> = {
  chartAnalysis: 'Tell the chart tutor how to help you read charts.',
  slideAssistant: 'Tell the slide assistant how to help with your slides.',
  storyAssistant: 'Tell the story assistant how to help with your whole story.',
};

export function AiInstructionsButton({ kind }: { kind: AiInstructionKind }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label="AI Instructions">
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label="AI Instructions"
          aria-haspopup="dialog"
          onClick={() => setOpened(true)}
        >
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <AiInstructionsModal kind={kind} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

export function AiInstructionsModal({
  kind,
  opened,
  onClose,
}: {
  kind: AiInstructionKind;
  opened: boolean;
  onClose: () => void;
}) {
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.nativeEvent.isComposing) return;
    e.stopPropagation();
    onClose();
  };
  return (
    // Above the evidence modal it opens from (both would be at Mantine's 200).
    <Modal.Root opened={opened} onClose={onClose} size="lg" centered zIndex={300}>
      <Modal.Overlay />
      <Modal.Content
        {...{ [STOP_MARK]: true }}
        onFocusCapture={(e) => e.target.setAttribute(STOP_MARK, 'true')}
        onKeyDownCapture={closeOnEscape}
      >
        <Modal.Header>
          <Modal.Title fw={700}>AI Instructions</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <InstructionsForm kind={kind} onSaved={onClose} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function InstructionsForm({ kind, onSaved }: { kind: AiInstructionKind; onSaved: () => void }) {
  const editor = useAiInstructions(kind);
  const { dismiss } = editor;
  // A notice from an earlier opening does not belong to this one.
  useLayoutEffect(() => dismiss(), [dismiss]);
  return (
    <InstructionsLoad editor={editor}>
      <Stack gap="sm" data-testid="ai-instructions-modal">
        <Text size="sm" c="gray.7">
          {INTRO[kind]} They are saved to your account; the app&apos;s safety rules always come
          first.
        </Text>
        <Textarea
          data-autofocus
          label={`${AI_INSTRUCTION_LABELS[kind]} instructions`}
          description={`${editor.text.length} / ${MAX_AI_INSTRUCTIONS_LENGTH} characters`}
          autosize
          minRows={6}
          maxRows={12}
          value={editor.text}
          maxLength={MAX_AI_INSTRUCTIONS_LENGTH}
          onChange={(e) => editor.edit(e.currentTarget.value)}
        />
        <InstructionsOutcome editor={editor} />
        {/* Side by side; on a phone stacked at full width with Save Changes first. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={editor.reset}
            loading={editor.saving === 'reset'}
            disabled={editor.saving === 'save'}
          >
            Reset to Default
          </Button>
          <Button
            onClick={() =>
              editor.save(() => {
                showToast(INSTRUCTIONS_NOTICES.saved, 'success');
                onSaved();
              })
            }
            loading={editor.saving === 'save'}
            disabled={editor.saving === 'reset'}
          >
            Save Changes
          </Button>
        </Flex>
      </Stack>
    </InstructionsLoad>
  );
}
