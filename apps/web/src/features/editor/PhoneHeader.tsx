import { ActionIcon, Box, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconDotsVertical,
  IconLogout,
  IconSchool,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useClassroom } from '../../lib/useClassroom';
import { useAuth } from '../auth';
import { FeedbackToggle, HandInButton } from '../feedback';
import { NewTabSlot } from '../lti';
import { PresenceAvatars, SaveStatus } from '../stories';
import { SettingsModal } from './SettingsModal';
import { ShareMenu } from './ShareMenu';
import { ExitStoryButton } from './ToolHeader';
import { researcherPath } from './slideParams';
import { useLeaveEditor } from './useLeave';
import { useLandscape } from './editorLayout';
import { editorMessages } from './messages';
import { ZoomControls } from './ZoomControls';

/**
 * The tool header on a phone (issue #18 item 5): Exit Story, the save status and Share stay in
 * sight; Research mode, the settings, the classroom and the account go into the 'More' menu; the
 * breadcrumb gets its own row (with the zoom buttons, which would cover the fitted slide), or
 * on a landscape screen joins the one row.
 */
export function PhoneHeader({
  storyId,
  slideIndex,
  breadcrumb,
}: {
  storyId: string | null;
  slideIndex: number;
  breadcrumb: ReactNode;
  /** Always on a row of its own here. */
  stacked?: boolean;
}) {
  const leave = useLeaveEditor();
  const room = useClassroom();
  const { user, logout } = useAuth();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // One row where the screen is wider than high: height is what the slide lacks there.
  const landscape = useLandscape();
  const slideRow = (
    <Group justify="space-between" wrap="nowrap" gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Box style={{ flex: 1, minWidth: 0 }}>{breadcrumb}</Box>
      <ZoomControls />
    </Group>
  );

  return (
    <Paper
      component="header"
      radius={0}
      px="xs"
      pt={6}
      pb={landscape ? 6 : 2}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <ExitStoryButton size="compact-sm" />
        {landscape && slideRow}
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <PresenceAvatars max={2} />
          <SaveStatus />
          <FeedbackToggle storyId={storyId} compact />
          <HandInButton storyId={storyId} size="icon" />
          <NewTabSlot iconOnly />
          <ShareMenu />
          <Menu position="bottom-end" width={240} shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={editorMessages.header.more()}
              >
                <IconDotsVertical size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {room && (
                <Menu.Label>
                  <Group gap={4} wrap="nowrap" data-testid="classroom-badge">
                    <IconSchool size={14} aria-hidden />
                    <Text size="xs" truncate>
                      {editorMessages.header.classroom({ room })}
                    </Text>
                  </Group>
                </Menu.Label>
              )}
              <Menu.Item
                leftSection={<IconSearch size={16} aria-hidden />}
                onClick={() => void leave(researcherPath(storyId, slideIndex))}
              >
                {editorMessages.header.researchMode()}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={() => setSettingsOpen(true)}
              >
                {editorMessages.header.settings()}
              </Menu.Item>
              {user && (
                <>
                  <Menu.Divider />
                  <Menu.Label>
                    <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                      {user.displayName || editorMessages.user.unnamed()}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {user.email}
                    </Text>
                  </Menu.Label>
                  <Menu.Item
                    leftSection={<IconLogout size={16} aria-hidden className="dsb-mirror" />}
                    onClick={() => void logout()}
                  >
                    {editorMessages.user.signOut()}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {!landscape && slideRow}
      <SettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Paper>
  );
}
