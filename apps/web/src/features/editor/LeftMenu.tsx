import { Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconChartDots,
  IconNews,
  IconPencil,
  IconPhoto,
  IconRobot,
  IconShape,
  IconTypography,
} from '@tabler/icons-react';
import { memo, useEffect, type ReactNode } from 'react';
import { TOOL_TABS, toolTabLabel, useEditorUi, type ToolTab } from './editorUi';
import { editorMessages } from './messages';
import { useToolSettings } from './useToolSettings';
import { useFeedbackPanel } from '../feedback';

/** Each tool tab's icon (the left menu and the phone's tab bar). */
export const TOOL_ICONS: Record<ToolTab, ReactNode> = {
  charts: <IconChartBar size={22} aria-hidden />,
  makeChart: <IconChartDots size={22} aria-hidden />,
  headlines: <IconNews size={22} aria-hidden />,
  text: <IconTypography size={22} aria-hidden />,
  images: <IconPhoto size={22} aria-hidden />,
  shapes: <IconShape size={22} aria-hidden />,
  draw: <IconPencil size={22} aria-hidden />,
  agent: <IconRobot size={22} aria-hidden />,
};

/**
 * The left menu of tool tabs (docs/product/editor.md); Charts is the default. Headlines only while
 * the settings' 'Enable Headlines Feature' is on; turned off, its tab closes.
 */
export const LeftMenu = memo(function LeftMenu() {
  const tab = useEditorUi((s) => s.tab);
  const setTab = useEditorUi((s) => s.setTab);
  const tabs = useVisibleToolTabs();
  return (
    <Stack
      component="nav"
      aria-label={editorMessages.tools.aria()}
      gap={4}
      p={4}
      w={84}
      style={{ borderInlineEnd: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      {tabs.map((value) => {
        const active = value === tab;
        return (
          <UnstyledButton
            key={value}
            onClick={() => {
              setTab(value);
              useFeedbackPanel.getState().setOpen(false); // the tools take the panel's place again
            }}
            aria-pressed={active}
            data-testid={`tool-tab-${value}`}
            py={8}
            style={{
              borderRadius: 8,
              textAlign: 'center',
              color: active ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-7)',
              background: active ? 'var(--mantine-color-blue-0)' : undefined,
            }}
          >
            <Stack gap={2} align="center">
              {TOOL_ICONS[value]}
              {/* 13 px: the longest label, 'Headlines', fits the column's width */}
              <Text fz={13} lh={1.3} fw={active ? 600 : 500}>
                {toolTabLabel(value)}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
});

/** The tool tabs to show: Headlines only while its setting is on (turned off, its tab closes). */
export function useVisibleToolTabs(): ToolTab[] {
  const tab = useEditorUi((s) => s.tab);
  const setTab = useEditorUi((s) => s.setTab);
  const headlines = useToolSettings(true).settings.headlinesEnabled;
  useEffect(() => {
    if (!headlines && tab === 'headlines') setTab('charts');
  }, [headlines, tab, setTab]);
  return TOOL_TABS.filter((value) => value !== 'headlines' || headlines);
}
