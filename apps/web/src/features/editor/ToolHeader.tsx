import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconSchool, IconSettings } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useClassroom } from '../../lib/useClassroom';
import { FeedbackToggle, HandInButton } from '../feedback';
import { NewTabSlot } from '../lti';
import { PresenceAvatars, SaveStatus } from '../stories';
import { editorMessages } from './messages';
import { SettingsModal } from './SettingsModal';
import { ShareMenu } from './ShareMenu';
import { UserMenu } from './UserMenu';
import { researcherPath } from './slideParams';
import { useExitStory } from './useExit';
import { useLeaveEditor } from './useLeave';
import { ZoomControls } from './ZoomControls';

/**
 * The tool header (docs/product/editor.md): Exit Story, the Create / Research toggle, save status,
 * classroom badge, Share menu, settings gear and user menu; between them the breadcrumb and the
 * zoom.
 */
export function ToolHeader({
  storyId,
  slideIndex,
  breadcrumb,
  stacked = false,
}: {
  storyId: string | null;
  slideIndex: number;
  /** The breadcrumb with the slide picker, shown between the two ends. */
  breadcrumb: ReactNode;
  /** The breadcrumb on a row of its own (tablets: the slide's title needs the room). */
  stacked?: boolean;
}) {
  const leave = useLeaveEditor();
  const room = useClassroom();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The zoom buttons sit by the slide's name: floating over the canvas area, they covered the
  // slide's corner wherever the area is barely wider than the slide.
  const slideRow = (
    <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Box style={{ flex: 1, minWidth: 0 }}>{breadcrumb}</Box>
      <ZoomControls />
    </Group>
  );

  return (
    <Paper
      component="header"
      radius={0}
      px="md"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ExitStoryButton />
          <SegmentedControl
            size="sm"
            value="create"
            aria-label={editorMessages.header.mode()}
            data={[
              { value: 'create', label: editorMessages.header.create() },
              { value: 'research', label: editorMessages.header.research() },
            ]}
            onChange={(value) => {
              if (value === 'research') void leave(researcherPath(storyId, slideIndex));
            }}
          />
        </Group>
        {!stacked && slideRow}
        <Group gap="sm" wrap="nowrap">
          <PresenceAvatars />
          <SaveStatus />
          {room && (
            <Badge
              leftSection={<IconSchool size={12} aria-hidden />}
              variant="light"
              color="teal"
              data-testid="classroom-badge"
            >
              {room}
            </Badge>
          )}
          <FeedbackToggle storyId={storyId} compact />
          <HandInButton storyId={storyId} size={stacked ? 'icon' : 'short'} />
          <NewTabSlot iconOnly />
          <ShareMenu />
          <Tooltip label={editorMessages.header.settings()}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={editorMessages.header.settings()}
              onClick={() => setSettingsOpen(true)}
            >
              <IconSettings size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <UserMenu />
        </Group>
      </Group>
      {stacked && (
        <Box mt={4} style={{ display: 'flex' }}>
          {slideRow}
        </Box>
      )}
      <SettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Paper>
  );
}

/** 'Exit Story': saves, makes the previews, then goes home; 'Exiting...' meanwhile. */
export function ExitStoryButton({ size = 'compact-md' }: { size?: 'compact-md' | 'compact-sm' }) {
  const { exiting, exit } = useExitStory();
  return (
    <Button
      variant="default"
      size={size}
      leftSection={
        exiting ? (
          <Loader size={14} aria-hidden />
        ) : (
          <IconArrowLeft size={16} aria-hidden className="dsb-mirror" />
        )
      }
      onClick={() => void exit()}
      aria-disabled={exiting}
      data-exiting={exiting || undefined}
      style={{ flexShrink: 0 }}
    >
      {exiting ? editorMessages.exit.exiting() : editorMessages.exit.button()}
    </Button>
  );
}
