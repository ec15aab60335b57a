import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
  IconLayoutDistributeHorizontal,
  IconLayoutDistributeVertical,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEditor } from './EditorContext';
import { ToolButton } from './SubToolbar';
import { useEditorLayout } from './editorLayout';
import { editorMessages } from './messages';

const M = editorMessages.toolbar;

/** The align and distribute actions (editor/model/alignActions.ts) with their icons. */
const ALIGN: Array<[string, ReactNode]> = [
  ['alignLeft', <IconLayoutAlignLeft key="l" size={18} aria-hidden />],
  ['alignCentre', <IconLayoutAlignCenter key="c" size={18} aria-hidden />],
  ['alignRight', <IconLayoutAlignRight key="r" size={18} aria-hidden />],
  ['alignTop', <IconLayoutAlignTop key="t" size={18} aria-hidden />],
  ['alignMiddle', <IconLayoutAlignMiddle key="m" size={18} aria-hidden />],
  ['alignBottom', <IconLayoutAlignBottom key="b" size={18} aria-hidden />],
];
const DISTRIBUTE: Array<[string, ReactNode]> = [
  // Tabler names these icons by their bars: vertical bars show a left-to-right spacing.
  ['distributeHorizontal', <IconLayoutDistributeVertical key="h" size={18} aria-hidden />],
  ['distributeVertical', <IconLayoutDistributeHorizontal key="v" size={18} aria-hidden />],
];

/**
 * Align (one object: on the slide; several: on each other) and, from three objects, distribute.
 * Icon buttons on wider screens; on a phone one button opens them as a menu, so the bar stays
 * short enough to reach everything without scrolling far sideways.
 */
export function AlignControls({ count }: { count: number }) {
  const editor = useEditor();
  const phone = useEditorLayout() === 'phone';
  const actions = count >= 3 ? [...ALIGN, ...DISTRIBUTE] : ALIGN;
  const label = (name: string) => editor.registry.get(name)?.label ?? name;
  const run = (name: string) => () => void editor.run(name);
  if (!phone)
    return actions.map(([name, icon]) => (
      <ToolButton key={name} label={label(name)} icon={icon} onClick={run(name)} action={name} />
    ));
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Tooltip label={M.arrange()} openDelay={300}>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={M.arrange()}>
            <IconLayoutAlignCenter size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(([name, icon]) => (
          <Menu.Item key={name} leftSection={icon} onClick={run(name)}>
            {label(name)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
