import { Badge, Box, Card, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { StorySummary } from '@dsb/core';
import { groupStoryLabel } from '../storyMembers';
import {
  displayTitle,
  formatUpdatedDate,
  slideCountLabel,
  storyPath,
  type ViewMode,
} from './model';
import { myStoriesMessages } from './messages';
import { StoryThumbnail } from './StoryThumbnail';

const t = myStoriesMessages.card;
import { StoryTitle } from './StoryTitle';
import { HandinBadge } from '../feedback';

type Props = {
  story: StorySummary;
  view: ViewMode;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onRename: (title: string) => void;
  /** A co-authored story's group badge opens its members (where the user may leave it). */
  onOpenGroup: () => void;
};

/** Clicks on controls (checkbox, title, rename, the link itself) do their own thing. */
function isControlClick(event: MouseEvent<HTMLElement>) {
  return (event.target as HTMLElement).closest('a, button, input, label, [data-no-open]') !== null;
}

/** One story in My Data Stories; clicking the card (or Enter on its preview link) opens it. */
export function StoryCard(props: Props) {
  const { story, view, selected, onToggle, onOpen, onRename, onOpenGroup } = props;
  const title = displayTitle(story);
  // Someone else's story: it can be left, not deleted, so it has no selection checkbox.
  const joined = story.role === 'co-author';
  const list = view === 'list';
  const preview = (
    <UnstyledButton
      component={Link}
      to={storyPath(story._id)}
      aria-label={t.open({ title })}
      display="block"
      w={list ? 60 : '100%'}
      style={{ borderRadius: list ? 'var(--mantine-radius-sm)' : undefined, overflow: 'hidden' }}
    >
      <StoryThumbnail src={story.previewImage} h={list ? 80 : 160} />
    </UnstyledButton>
  );
  // In the list a blank of the checkbox's width keeps the rows' previews in line.
  const checkbox = joined ? (
    list ? (
      <Box w={20} style={{ flexShrink: 0 }} />
    ) : null
  ) : (
    <Box data-no-open>
      <Checkbox
        aria-label={t.select({ title })}
        checked={selected}
        onChange={onToggle}
        styles={{ input: { cursor: 'pointer' } }}
      />
    </Box>
  );
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <StoryTitle title={story.title} shownTitle={title} onRename={onRename} />
      {/* Each part keeps together, so a narrow card wraps at the dot, not inside the date. */}
      <Text size="sm" c="dimmed">
        <span style={{ whiteSpace: 'nowrap' }}>{slideCountLabel(story.slideCount)}</span> ·{' '}
        <span style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={story.updatedAt}>
            {myStoriesMessages.updated({ date: formatUpdatedDate(story.updatedAt) })}
          </time>
        </span>
      </Text>
      <HandinBadge handin={story.handin} />
      {joined && (
        <Box data-no-open>
          <Badge
            component="button"
            type="button"
            variant="light"
            color="grape"
            size="md"
            tt="none"
            leftSection={<IconUsersGroup size={12} aria-hidden />}
            aria-label={t.groupMembers({ group: groupStoryLabel(story.ownerName) })}
            style={{ cursor: 'pointer', maxWidth: '100%' }}
            onClick={onOpenGroup}
          >
            {groupStoryLabel(story.ownerName)}
          </Badge>
        </Box>
      )}
    </Stack>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding={list ? 'sm' : 'md'}
      component="article"
      aria-label={title}
      data-testid="story-card"
      data-selected={selected || undefined}
      h="100%"
      style={{
        cursor: 'pointer',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isControlClick(event)) onOpen();
      }}
    >
      {/* Direct children, not a fragment: Card only trims the padding of a first Card.Section. */}
      {list && (
        <Group wrap="nowrap" gap="md">
          {checkbox}
          {preview}
          {details}
        </Group>
      )}
      {!list && (
        <Card.Section pos="relative">
          {preview}
          <Box pos="absolute" top={10} style={{ insetInlineStart: 10 }}>
            {checkbox}
          </Box>
        </Card.Section>
      )}
      {!list && <Box mt="sm">{details}</Box>}
    </Card>
  );
}
