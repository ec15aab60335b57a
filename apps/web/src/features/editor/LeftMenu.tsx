import { Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconPencil,
  IconPhoto,
  IconShape,
  IconTypography,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { TOOL_TABS, TOOL_TAB_LABELS, useEditorUi, type ToolTab } from './editorUi';

const ICONS: Record<ToolTab, ReactNode> = {
  charts: <IconChartBar size={22} aria-hidden />,
  text: <IconTypography size={22} aria-hidden />,
  images: <IconPhoto size={22} aria-hidden />,
  shapes: <IconShape size={22} aria-hidden />,
  draw: <IconPencil size={22} aria-hidden />,
};

/** The left menu of tool tabs (spec 1 §2); Charts is the default. */
export const LeftMenu = memo(function LeftMenu() {
  const tab = useEditorUi((s) => s.tab);
  const setTab = useEditorUi((s) => s.setTab);
  return (
    <Stack
      component="nav"
      aria-label="Tools"
      gap={4}
      p={6}
      w={76}
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      {TOOL_TABS.map((value) => {
        const active = value === tab;
        return (
          <UnstyledButton
            key={value}
            onClick={() => setTab(value)}
            aria-pressed={active}
            data-testid={`tool-tab-${value}`}
            py={8}
            style={{
              borderRadius: 8,
              textAlign: 'center',
              color: active ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-gray-7)',
              background: active ? 'var(--mantine-color-blue-0)' : undefined,
            }}
          >
            <Stack gap={2} align="center">
              {ICONS[value]}
              <Text size="xs" fw={active ? 600 : 500} inherit>
                {TOOL_TAB_LABELS[value]}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
});
