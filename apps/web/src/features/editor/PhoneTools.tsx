import { Box, CloseButton, Text, UnstyledButton } from '@mantine/core';
import { IconScript } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toolTabLabel, useEditorUi } from './editorUi';
import { usePhoneSheet } from './editorLayout';
import { TOOL_ICONS, useVisibleToolTabs } from './LeftMenu';
import { editorMessages } from './messages';
import { ScriptPanel } from './ScriptPanel';
import { ToolPanel } from './ToolPanel';

const SHEET_ID = 'phone-sheet';
const BORDER = '1px solid var(--mantine-color-gray-3)';

/**
 * The phone's tab bar under the slide, or (`vertical`, a landscape screen) on its left (issue #18
 * item 5): one button per tool tab and Script. A button opens the sheet after it with that panel;
 * the open one closes it. The chosen tool stays
 * chosen with the sheet closed, so Draw keeps drawing on the whole slide.
 */
export function PhoneTabBar({ vertical = false }: { vertical?: boolean }) {
  const tab = useEditorUi((s) => s.tab);
  const setTab = useEditorUi((s) => s.setTab);
  const sheet = usePhoneSheet((s) => s.sheet);
  const setSheet = usePhoneSheet((s) => s.setSheet);
  const tabs = useVisibleToolTabs();

  return (
    <Box
      component="nav"
      aria-label={editorMessages.tools.aria()}
      p={2}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexShrink: 0,
        ...(vertical
          ? { width: 72, borderInlineEnd: BORDER, overflowY: 'auto' }
          : // As wide as the screen, never wider: tabs that do not fit scroll inside the bar.
            { borderTop: BORDER, overflowX: 'auto', alignSelf: 'stretch', maxWidth: '100%' }),
      }}
    >
      {tabs.map((value) => {
        const open = sheet === 'tools' && tab === value;
        return (
          <TabButton
            key={value}
            id={value}
            label={toolTabLabel(value)}
            icon={TOOL_ICONS[value]}
            open={open}
            chosen={tab === value}
            oneLine={!vertical}
            onClick={() => {
              if (!open) setTab(value);
              setSheet(open ? null : 'tools');
            }}
          />
        );
      })}
      <TabButton
        id="script"
        label={editorMessages.tools.script()}
        icon={<IconScript size={22} aria-hidden />}
        open={sheet === 'script'}
        chosen={false}
        oneLine={!vertical}
        onClick={() => setSheet(sheet === 'script' ? null : 'script')}
      />
    </Box>
  );
}

function TabButton(props: {
  id: string;
  label: string;
  icon: ReactNode;
  open: boolean;
  chosen: boolean;
  /**
   * Under the slide each label keeps to one line ("Make a chart" broke into a tall, cramped
   * block): the buttons take their labels' width and the bar scrolls sideways when they do not
   * all fit. Beside the slide (a column) labels wrap as before.
   */
  oneLine: boolean;
  onClick: () => void;
}) {
  const { open, chosen, oneLine } = props;
  return (
    <UnstyledButton
      onClick={props.onClick}
      // A tab reached by keyboard is shown whole, not left half under the bar's edge.
      onFocus={(e) =>
        oneLine && e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      }
      aria-expanded={open}
      aria-controls={open ? SHEET_ID : undefined}
      data-testid={`tool-tab-${props.id}`}
      data-chosen={chosen || undefined}
      py={6}
      px={oneLine ? 3 : 2}
      style={{
        flex: oneLine ? '1 0 auto' : '1 0 44px',
        // 40 px wide and at least 48 high: all eight tabs fit a 390 px phone on one line each.
        minWidth: oneLine ? 40 : 44,
        whiteSpace: oneLine ? 'nowrap' : undefined,
        minHeight: 48,
        maxHeight: 64,
        borderRadius: 8,
        textAlign: 'center',
        color: open || chosen ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-7)',
        background: open ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0 }}>
        {props.icon}
        {/* 11 px on a 320 px phone, so seven labels keep a gap between them */}
        <Text fz={{ base: 11, xs: 12 }} lh={1.3} fw={open || chosen ? 600 : 500}>
          {props.label}
        </Text>
      </Box>
    </UnstyledButton>
  );
}

/** The sheet after the tab bar: the chosen tool's panel, or the script; closed, nothing. */
export function PhoneSheet({
  storyId,
  slideIndex,
  beside = false,
}: {
  storyId: string | null;
  slideIndex: number;
  /** Beside the slide (a landscape screen) rather than under it. */
  beside?: boolean;
}) {
  const sheet = usePhoneSheet((s) => s.sheet);
  const setSheet = usePhoneSheet((s) => s.setSheet);
  if (!sheet) return null;
  return (
    <Box
      id={SHEET_ID}
      // After the tab bar, so the slide stays whole (it shrinks to fit) and focus moves from a
      // tab straight into its panel.
      pos="relative"
      style={
        beside
          ? { flexShrink: 0, width: 'min(320px, 45vw)', borderInlineEnd: BORDER }
          : { flexShrink: 0, height: '42dvh', borderTop: BORDER }
      }
      data-testid="phone-sheet"
    >
      <CloseButton
        aria-label={editorMessages.tools.closePanel()}
        pos="absolute"
        top={10}
        bg="var(--mantine-color-body)"
        // Above the panel's own layers (a segmented control's labels sit at z-index 2 or 3).
        style={{ insetInlineEnd: 10, zIndex: 10 }}
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
