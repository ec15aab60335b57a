import { Badge, Button, Menu, Text } from '@mantine/core';
import {
  IconBrandGoogleDrive,
  IconChevronDown,
  IconFileTypePdf,
  IconMovie,
  IconPresentation,
  IconShare,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useGoogleSlidesStatus, useOpenExport } from '../exports';
import { StoryGroupModal, groupItemLabel, useStoryRole } from '../storyMembers';
import { useStory } from '../stories';
import { editorMessages } from './messages';

const M = editorMessages.share;

/**
 * The tool header's Share dropdown (docs/product/exports.md): Video, PDF, the slide deck (.pptx,
 * issue #15), and Google Slides: on when the server exports to Google (GET /api/google/verify says
 * configured), else marked 'Coming Soon', disabled, title 'Temporarily unavailable'. Below them,
 * 'Invite co-authors' for the owner or 'Group members' for a co-author (docs/product/group-work.md).
 */
export function ShareMenu() {
  const openExport = useOpenExport();
  const googleSlides = useGoogleSlidesStatus().data?.configured === true;
  const storyId = useStory((s) => s.story?._id ?? null);
  const role = useStoryRole(storyId);
  const [groupOpen, setGroupOpen] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            size="compact-md"
            leftSection={<IconShare size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={M.button()}
          >
            <Text span inherit visibleFrom="md">
              {M.button()}
            </Text>
          </Button>
        </Menu.Target>
        {/* As wide as its longest item (at least 240 px), so the badge is never cut off. */}
        <Menu.Dropdown miw={240}>
          <Menu.Label>{M.heading()}</Menu.Label>
          <Menu.Item
            leftSection={<IconMovie size={16} aria-hidden />}
            onClick={() => openExport('video')}
          >
            {M.video()}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={() => openExport('pdf')}
          >
            {M.pdf()}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPresentation size={16} aria-hidden />}
            onClick={() => openExport('deck')}
          >
            {M.deck()}
          </Menu.Item>
          {googleSlides ? (
            <Menu.Item
              leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
              onClick={() => openExport('googleSlides')}
            >
              {M.googleSlides()}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
              rightSection={
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {M.comingSoon()}
                </Badge>
              }
              disabled
              title={M.unavailable()}
            >
              <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                {M.googleSlides()}
              </Text>
            </Menu.Item>
          )}
          {storyId && (
            <>
              <Menu.Divider />
              <Menu.Label>{M.together()}</Menu.Label>
              <Menu.Item
                leftSection={<IconUsersGroup size={16} aria-hidden />}
                onClick={() => setGroupOpen(true)}
              >
                {groupItemLabel(role)}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {storyId && (
        <StoryGroupModal storyId={storyId} opened={groupOpen} onClose={() => setGroupOpen(false)} />
      )}
    </>
  );
}
