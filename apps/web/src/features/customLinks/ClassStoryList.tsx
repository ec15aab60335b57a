import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconMessageCircle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { ClassStory } from '@dsb/core';
import {
  formatEdited,
  PROGRESS_COLORS,
  progressText,
  reviewPath,
  scoreText,
  scriptProgress,
  storyAuthors,
  storyTitle,
} from './classFormat';
import { GradeStatus } from './GradeStatus';
import { GroupActivityList, WhoDidWhatToggle } from './GroupActivity';
import { LINK_FEEDBACK_MESSAGES as FM } from './messages';

const COLUMNS = 8;

type Props = {
  linkId: string;
  stories: readonly ClassStory[];
  onView: (storyId: string) => void;
};

/** Where the story is in the feedback loop, in words (the colour only repeats them). */
export function ProgressBadge({ story }: { story: ClassStory }) {
  return (
    <Badge
      variant="light"
      color={PROGRESS_COLORS[story.progress]}
      tt="none"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="class-progress"
    >
      {progressText(story)}
    </Badge>
  );
}

function Score({ linkId, story }: { linkId: string; story: ClassStory }) {
  const text = scoreText(story);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" span c={text === null ? 'gray.7' : undefined}>
        {text ?? FM.notScored}
      </Text>
      <GradeStatus linkId={linkId} story={story} />
    </Stack>
  );
}

/** The class list: a table on wide screens, cards on a phone. */
export function ClassStoryList({ linkId, stories, onView }: Props) {
  // Group stories whose "Who did what" is open (the same on the table and the cards).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (storyId: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(storyId)) next.add(storyId);
      return next;
    });
  const whoDidWhat = (story: ClassStory, place: 'table' | 'card') =>
    story.members.length > 0 && (
      <WhoDidWhatToggle
        storyId={story.storyId}
        place={place}
        open={open.has(story.storyId)}
        onToggle={() => toggle(story.storyId)}
        label={storyTitle(story.title)}
      />
    );
  const view = (story: ClassStory) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} aria-hidden />}
      onClick={() => onView(story.storyId)}
      aria-label={`View ${storyTitle(story.title)} by ${storyAuthors(story)}`}
    >
      View
    </Button>
  );
  const review = (story: ClassStory) => {
    const to = reviewPath(linkId, story);
    return (
      to && (
        <Button
          component={Link}
          to={to}
          size="xs"
          leftSection={<IconMessageCircle size={14} aria-hidden />}
          aria-label={FM.reviewStory(storyTitle(story.title), storyAuthors(story))}
        >
          {FM.review}
        </Button>
      )
    );
  };
  return (
    <>
      <Table.ScrollContainer minWidth={860} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="class-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Pupil</Table.Th>
              <Table.Th scope="col">Story</Table.Th>
              <Table.Th scope="col">Slides</Table.Th>
              <Table.Th scope="col">Slides with a script</Table.Th>
              <Table.Th scope="col">Last edited</Table.Th>
              <Table.Th scope="col">{FM.progressColumn}</Table.Th>
              <Table.Th scope="col">{FM.scoreColumn}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stories.map((story) => (
              <Fragment key={story.storyId}>
                <Table.Tr data-testid="class-story-row">
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      {storyAuthors(story)}
                      {whoDidWhat(story, 'table')}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {storyTitle(story.title)}
                  </Table.Td>
                  <Table.Td>{story.slideCount}</Table.Td>
                  <Table.Td>{story.scriptedSlides}</Table.Td>
                  <Table.Td>{formatEdited(story.lastEdited)}</Table.Td>
                  <Table.Td>
                    <ProgressBadge story={story} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Score linkId={linkId} story={story} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {view(story)}
                      {review(story)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open.has(story.storyId) && (
                  <Table.Tr bg="var(--mantine-color-blue-0)">
                    <Table.Td colSpan={COLUMNS}>
                      <GroupActivityList
                        storyId={story.storyId}
                        place="table"
                        members={story.members}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" data-testid="class-cards">
        {stories.map((story) => (
          <Card key={story.storyId} withBorder radius="md" padding="sm" component="article">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={600}>{storyAuthors(story)}</Text>
                <ProgressBadge story={story} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {storyTitle(story.title)}
              </Text>
              <Text size="sm" c="gray.7">
                {story.slideCount} {story.slideCount === 1 ? 'slide' : 'slides'} ·{' '}
                {scriptProgress(story)}
              </Text>
              <Text size="sm" c="gray.7">
                Last edited {formatEdited(story.lastEdited)}
              </Text>
              <Text size="sm">{FM.scoreLine(scoreText(story) ?? FM.notScored)}</Text>
              <GradeStatus linkId={linkId} story={story} />
              {story.members.length > 0 && <div>{whoDidWhat(story, 'card')}</div>}
              {open.has(story.storyId) && (
                <GroupActivityList storyId={story.storyId} place="card" members={story.members} />
              )}
              <Group gap="xs">
                {view(story)}
                {review(story)}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
