import { ActionIcon, Button, Divider, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowForwardUp,
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconClipboard,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useEditor, useEditorStatus } from './EditorContext';
import { StyleControls } from './StyleControls';
import { ariaShortcuts, shortcutLabel } from './keyboardMap';
import { editorMessages } from './messages';
import { pasteFromSystemClipboard } from './pasteImage';

const M = editorMessages.toolbar;

/**
 * An icon button with a tooltip; its label is its accessible name. With an action's name, the
 * tooltip shows the action's shortcut ('Bring Forward (Ctrl+])') and aria-keyshortcuts tells it.
 */
export function ToolButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  action?: string;
}) {
  const editor = useEditor();
  const shortcut = props.action ? shortcutLabel(editor.registry, props.action) : '';
  return (
    <Tooltip
      label={shortcut ? M.withShortcut({ label: props.label, shortcut }) : props.label}
      openDelay={300}
    >
      <ActionIcon
        variant="subtle"
        color={props.color ?? 'gray'}
        size="md"
        aria-label={props.label}
        aria-keyshortcuts={
          props.action ? ariaShortcuts(editor.registry, props.action) || undefined : undefined
        }
        disabled={props.disabled}
        bg={props.disabled ? 'transparent' : undefined}
        onClick={props.onClick}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The layer buttons: the action, its label's message (read at render) and its icon. */
const LAYERS: Array<[string, () => string, ReactNode]> = [
  ['bringToFront', M.bringToFront, <IconArrowBarToUp key="f" size={18} aria-hidden />],
  ['bringForward', M.bringForward, <IconChevronUp key="fw" size={18} aria-hidden />],
  ['sendBackward', M.sendBackward, <IconChevronDown key="bw" size={18} aria-hidden />],
  ['sendToBack', M.sendToBack, <IconArrowBarToDown key="b" size={18} aria-hidden />],
];

/**
 * The bar above the canvas (docs/product/editor.md): undo, redo and paste always; with a selection
 * the layer order and delete buttons, and the style controls for its kind. Its height never changes
 * (the canvas must not jump when something is selected); on narrow screens it scrolls sideways.
 */
export const SubToolbar = memo(function SubToolbar() {
  const editor = useEditor();
  const canUndo = useEditorStatus((s) => s.canUndo);
  const canRedo = useEditorStatus((s) => s.canRedo);
  const selection = useEditorStatus((s) => s.selection);
  const cropping = useEditorStatus((s) => s.cropping);
  const run = (name: string) => () => void editor.run(name);
  const paste = () =>
    editor.hasClipboard() ? void editor.run('paste') : void pasteFromSystemClipboard(editor);

  if (cropping) return <CropBar onEnd={(apply) => editor.endCrop(apply)} />;
  return (
    <Group
      role="toolbar"
      aria-label={M.aria()}
      gap={2}
      px="xs"
      h={48}
      wrap="nowrap"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        flexShrink: 0,
        overflowX: 'auto',
        overflowY: 'hidden',
      }}
    >
      <ToolButton
        label={M.undo()}
        icon={<IconArrowBackUp size={18} aria-hidden className="dsb-mirror" />}
        onClick={run('undo')}
        action="undo"
        disabled={!canUndo}
      />
      <ToolButton
        label={M.redo()}
        icon={<IconArrowForwardUp size={18} aria-hidden className="dsb-mirror" />}
        onClick={run('redo')}
        action="redo"
        disabled={!canRedo}
      />
      <ToolButton
        label={M.paste()}
        icon={<IconClipboard size={18} aria-hidden />}
        onClick={paste}
      />
      <Divider orientation="vertical" mx={4} />
      {selection ? (
        <>
          {LAYERS.map(([name, label, icon]) => (
            <ToolButton key={name} label={label()} icon={icon} onClick={run(name)} action={name} />
          ))}
          <ToolButton
            label={M.delete()}
            icon={<IconTrash size={18} aria-hidden />}
            onClick={() => {
              void editor.run('deleteSelection');
              // The button goes with the selection: focus goes to the slide, not nowhere.
              editor.focusCanvas();
            }}
            action="deleteSelection"
            color="red"
          />
          <StyleControls selection={selection} />
        </>
      ) : (
        <Text size="xs" c="dimmed">
          {M.selectHint()}
        </Text>
      )}
    </Group>
  );
});

/** Crop mode's bar: Apply and Cancel (also Enter, Escape, a double-click or a click outside). */
function CropBar({ onEnd }: { onEnd: (apply: boolean) => void }) {
  return (
    <Group
      role="toolbar"
      aria-label={M.cropAria()}
      gap="sm"
      px="sm"
      h={48}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Text size="sm">{M.cropHint()}</Text>
      <Button
        size="compact-sm"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => onEnd(true)}
      >
        {M.applyCrop()}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => onEnd(false)}
      >
        {M.cancelCrop()}
      </Button>
    </Group>
  );
}
