import { StickyPageHeader } from '../../ui/StickyPageHeader';
import { ActionIcon, Button, Divider, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconTemplate, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StoryGroupModal, groupItemLabel, useStoryRole } from '../storyMembers';
import { HandInButton } from '../feedback';
import { PresenceAvatars, SaveStatus, useStory } from '../stories';
import { gridMessages } from './messages';
import { MY_STORIES_PATH, useLeaveStory } from './useGridStory';

/**
 * The grid's sticky bar: back to My Stories, the page name, save status, the story's group
 * (docs/product/group-work.md) and Apply Template.
 */
export function GridHeader({
  onApplyTemplate,
  canApply,
}: {
  onApplyTemplate: () => void;
  canApply: boolean;
}) {
  const leave = useLeaveStory();
  const storyId = useStory((s) => s.story?._id ?? null);
  const role = useStoryRole(storyId);
  const [groupOpen, setGroupOpen] = useState(false);
  return (
    <StickyPageHeader>
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={MY_STORIES_PATH}
            variant="subtle"
            size="compact-md"
            leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
            onClick={(event) => {
              // A plain click saves first; modified clicks open the link as usual.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void leave(MY_STORIES_PATH, { reset: true });
            }}
          >
            {gridMessages.header.myStories()}
          </Button>
          <Divider orientation="vertical" />
          <Title order={1} size="h4">
            {gridMessages.header.allSlides()}
          </Title>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <PresenceAvatars />
          <SaveStatus />
          <HandInButton storyId={storyId} size="responsive" />
          {storyId && (
            <Button
              visibleFrom="sm"
              variant="default"
              size="compact-md"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              aria-label={groupItemLabel(role)}
              onClick={() => setGroupOpen(true)}
            >
              {role === 'owner' ? gridMessages.header.invite() : gridMessages.header.group()}
            </Button>
          )}
          {/* On a phone the icon alone, so Apply Template still fits beside it. */}
          {storyId && (
            <Tooltip label={groupItemLabel(role)}>
              <ActionIcon
                hiddenFrom="sm"
                variant="default"
                size={28}
                aria-label={groupItemLabel(role)}
                onClick={() => setGroupOpen(true)}
              >
                <IconUsersGroup size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Button
            variant="default"
            size="compact-md"
            leftSection={<IconTemplate size={16} aria-hidden />}
            onClick={onApplyTemplate}
            disabled={!canApply}
          >
            {gridMessages.header.applyTemplate()}
          </Button>
        </Group>
      </Group>
      {storyId && (
        <StoryGroupModal storyId={storyId} opened={groupOpen} onClose={() => setGroupOpen(false)} />
      )}
    </StickyPageHeader>
  );
}
