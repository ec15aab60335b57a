import { Box, CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import { IconScript } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TOOL_TAB_LABELS, useEditorUi } from './editorUi';
import { usePhoneSheet } from './editorLayout';
import { TOOL_ICONS, useVisibleToolTabs } from './LeftMenu';
import { ScriptPanel } from './ScriptPanel';
import { ToolPanel } from './ToolPanel';

const SHEET_ID = 'phone-sheet';

/**
 * The phone's tab bar under the slide (issue #18 item 5): one button per tool tab and Script.
 * A button opens the sheet below with that panel; the open one closes it. The chosen tool stays
 * chosen with the sheet closed, so Draw keeps drawing on the whole slide.
 */
export function PhoneTabBar() {
  const tab = useEditorUi((s) => s.tab);
  const setTab = useEditorUi((s) => s.setTab);
  const sheet = usePhoneSheet((s) => s.sheet);
  const setSheet = usePhoneSheet((s) => s.setSheet);
  const tabs = useVisibleToolTabs();

  return (
    <Group
      component="nav"
      aria-label="Tools"
      gap={0}
      wrap="nowrap"
      px={2}
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        flexShrink: 0,
        overflowX: 'auto',
      }}
    >
      {tabs.map((value) => {
        const open = sheet === 'tools' && tab === value;
        return (
          <TabButton
            key={value}
            id={value}
            label={TOOL_TAB_LABELS[value]}
            icon={TOOL_ICONS[value]}
            open={open}
            chosen={tab === value}
            onClick={() => {
              if (!open) setTab(value);
              setSheet(open ? null : 'tools');
            }}
          />
        );
      })}
      <TabButton
        id="script"
        label="Script"
        icon={<IconScript size={22} aria-hidden />}
        open={sheet === 'script'}
        chosen={false}
        onClick={() => setSheet(sheet === 'script' ? null : 'script')}
      />
    </Group>
  );
}

function TabButton(props: {
  id: string;
  label: string;
  icon: ReactNode;
  open: boolean;
  chosen: boolean;
  onClick: () => void;
}) {
  const { open, chosen } = props;
  return (
    <UnstyledButton
      onClick={props.onClick}
      aria-expanded={open}
      aria-controls={open ? SHEET_ID : undefined}
      data-testid={`tool-tab-${props.id}`}
      data-chosen={chosen || undefined}
      py={6}
      style={{
        flex: '1 0 44px',
        minHeight: 48,
        borderRadius: 8,
        textAlign: 'center',
        color: open || chosen ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-7)',
        background: open ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0 }}>
        {props.icon}
        <Text fz={12} lh={1.3} fw={open || chosen ? 600 : 500}>
          {props.label}
        </Text>
      </Box>
    </UnstyledButton>
  );
}

/** The sheet under the tab bar: the chosen tool's panel, or the script; closed, nothing. */
export function PhoneSheet({
  storyId,
  slideIndex,
}: {
  storyId: string | null;
  slideIndex: number;
}) {
  const sheet = usePhoneSheet((s) => s.sheet);
  const setSheet = usePhoneSheet((s) => s.setSheet);
  if (!sheet) return null;
  return (
    <Box
      id={SHEET_ID}
      // Below the tab bar, so the slide above stays whole (it shrinks to fit) and focus moves
      // from a tab straight into its panel.
      h="42dvh"
      pos="relative"
      style={{ flexShrink: 0, borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="phone-sheet"
    >
      <CloseButton
        aria-label="Close panel"
        pos="absolute"
        top={10}
        right={10}
        style={{ zIndex: 2 }}
        onClick={() => setSheet(null)}
      />
      {sheet === 'tools' ? (
        <ToolPanel storyId={storyId} slideIndex={slideIndex} inSheet />
      ) : (
        <Box h="100%" style={{ overflowY: 'auto' }}>
          <ScriptPanel slideIndex={slideIndex} placement="sheet" />
        </Box>
      )}
    </Box>
  );
}
