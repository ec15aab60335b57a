import { ActionIcon, Button, Flex, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { MAX_AI_INSTRUCTIONS_LENGTH, type AiInstructionKind } from '@dsb/core';
import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../i18n';
import { showToast } from '../../ui/toast';
import { InstructionsLoad, InstructionsOutcome } from './AiInstructionsPanel';
import { INSTRUCTIONS_NOTICES } from './instructionsState';
import { aiHelpMessages } from './messages';
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

const words = aiHelpMessages.instructions;

/** A count as the language writes it, without grouping ('2000', '٢٠٠٠'). */
const count = (n: number) => formatNumber(n, { useGrouping: false });

export function AiInstructionsButton({ kind }: { kind: AiInstructionKind }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={words.title()}>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label={words.title()}
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
          <Modal.Title fw={700}>{words.title()}</Modal.Title>
          <Modal.CloseButton aria-label={words.close()} />
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
          {words.intro[kind]()}
        </Text>
        <Textarea
          data-autofocus
          label={words.label[kind]()}
          description={words.count({
            count: count(editor.text.length),
            max: count(MAX_AI_INSTRUCTIONS_LENGTH),
          })}
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
            {words.resetToDefault()}
          </Button>
          <Button
            onClick={() =>
              editor.save(() => {
                showToast(INSTRUCTIONS_NOTICES.saved(), 'success');
                onSaved();
              })
            }
            loading={editor.saving === 'save'}
            disabled={editor.saving === 'reset'}
          >
            {words.saveChanges()}
          </Button>
        </Flex>
      </Stack>
    </InstructionsLoad>
  );
}
