import {
  ActionIcon,
  Button,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
  useDirection,
  type StackProps,
} from '@mantine/core';
import {
  IconChevronUp,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconLayoutBottombarCollapse,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { MAX_SCRIPT_LENGTH } from '@dsb/core';
import { lengthState } from '../../ui/lengthLimit';
import { useSentenceHighlight } from '../feedback';
import { storyStore, useStory } from '../stories';
import { useEditorUi } from './editorUi';
import { useKeptCaret } from './keptCaret';
import { editorMessages } from './messages';
import { TypingNotice, useAnnounceTyping } from './TypingNotice';
import { ScriptSpeech } from './panels/ScriptSpeech';
import { ownWordsDir } from '../../ui/ownWordsDir';

/**
 * Where the script shows: the collapsible right column (desktop, docs/product/editor.md), docked
 * under the canvas (tablet, also collapsible), or filling the phone's bottom sheet (which closes
 * itself).
 */
export type ScriptPlacement = 'side' | 'dock' | 'sheet';

const ROWS: Record<ScriptPlacement, [number, number]> = {
  side: [10, 22],
  dock: [3, 5],
  sheet: [6, 12],
};

/** The script panel, open by default. */
export function ScriptPanel({
  slideIndex,
  placement = 'side',
}: {
  slideIndex: number;
  placement?: ScriptPlacement;
}) {
  const toggle = useEditorUi((s) => s.toggleScript);
  const script = useStory((s) => s.story?.slides[slideIndex]?.script ?? '');
  const limit = lengthState(script.length, MAX_SCRIPT_LENGTH);
  const field = useRef<HTMLTextAreaElement>(null);
  const caret = useKeptCaret(field, script);
  const slideId = useStory((s) => s.story?.slides[slideIndex]?.id ?? null);
  const announceTyping = useAnnounceTyping(slideId);
  // A sentence chosen in the feedback panel shows selected here, the script shown if hidden.
  const showsSentence = useSentenceHighlight(field, slideId, script.length);
  const open = useEditorUi((s) => s.scriptOpen) || placement === 'sheet' || showsSentence;

  // The script stands at the end of the line: its tooltips open towards the slide.
  const { dir } = useDirection();
  const towardsSlide = dir === 'rtl' ? 'right' : 'left';
  const M = editorMessages.script;
  if (!open) return <ShowScript placement={placement} onShow={toggle} />;
  const [minRows, maxRows] = ROWS[placement];
  const frame: StackProps =
    placement === 'side'
      ? {
          w: 264,
          style: { borderInlineStart: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 },
        }
      : placement === 'dock'
        ? { style: { flex: 1, minWidth: 0, overflowY: 'auto' } }
        : {};
  return (
    <Stack component="aside" aria-label={M.title()} p="md" gap="sm" {...frame}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {M.title()}
        </Title>
        {placement !== 'sheet' && (
          <Tooltip label={M.hide()} position={towardsSlide}>
            <ActionIcon variant="subtle" color="gray" aria-label={M.hide()} onClick={toggle}>
              {placement === 'dock' ? (
                <IconLayoutBottombarCollapse size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarRightCollapse size={20} aria-hidden className="dsb-mirror" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Textarea
        dir={ownWordsDir(script)}
        aria-label={M.field()}
        placeholder={M.placeholder()}
        ref={field}
        value={script}
        onSelect={caret.onSelect}
        onChange={(event) => {
          caret.typed(event.currentTarget);
          announceTyping();
          storyStore.getState().updateSlide(slideIndex, { script: event.currentTarget.value });
        }}
        maxLength={MAX_SCRIPT_LENGTH}
        autosize
        minRows={minRows}
        maxRows={maxRows}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <TypingNotice slideId={slideId} />
        <Text size="xs" c="dimmed" ta="end" style={{ flexShrink: 0 }}>
          {M.length({ length: script.length, max: MAX_SCRIPT_LENGTH })}
        </Text>
      </Group>
      {limit.kind === 'full' && (
        // The browser's maxlength cuts a long paste silently: say so.
        <Text size="xs" c="red.9" fw={600} role="status">
          {limit.text}
        </Text>
      )}
      <ScriptSpeech script={script} slideIndex={slideIndex} />
    </Stack>
  );
}

/** The hidden script's way back: a slim column on the right, or a bar under the canvas. */
function ShowScript({ placement, onShow }: { placement: ScriptPlacement; onShow: () => void }) {
  const { dir } = useDirection();
  const label = editorMessages.script.show();
  if (placement === 'dock') {
    return (
      <Group px="sm" py={6} style={{ flex: 1 }}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconChevronUp size={16} aria-hidden />}
          onClick={onShow}
        >
          {label}
        </Button>
      </Group>
    );
  }
  return (
    <Stack
      p={6}
      style={{ borderInlineStart: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Tooltip label={label} position={dir === 'rtl' ? 'right' : 'left'}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onShow}>
          <IconLayoutSidebarRightExpand size={20} aria-hidden className="dsb-mirror" />
        </ActionIcon>
      </Tooltip>
    </Stack>
  );
}
