import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconMessageCircle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { ClassStory } from '@dsb/core';
import { formatNumber } from '../../i18n';
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
import { LINK_FEEDBACK_MESSAGES as FM, linkMessages } from './messages';

const COLUMNS = 8;
const M = linkMessages.list;

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
        {text ?? FM.notScored()}
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
      aria-label={M.viewAria({ title: storyTitle(story.title), authors: storyAuthors(story) })}
    >
      {M.view()}
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
          aria-label={FM.reviewStory({
            title: storyTitle(story.title),
            authors: storyAuthors(story),
          })}
        >
          {FM.review()}
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
              <Table.Th scope="col">{M.pupil()}</Table.Th>
              <Table.Th scope="col">{M.story()}</Table.Th>
              <Table.Th scope="col">{M.slides()}</Table.Th>
              <Table.Th scope="col">{M.scripted()}</Table.Th>
              <Table.Th scope="col">{M.lastEdited()}</Table.Th>
              <Table.Th scope="col">{FM.progressColumn()}</Table.Th>
              <Table.Th scope="col">{FM.scoreColumn()}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{M.actions()}</VisuallyHidden>
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
                  <Table.Td>{formatNumber(story.slideCount)}</Table.Td>
                  <Table.Td>{formatNumber(story.scriptedSlides)}</Table.Td>
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
                {M.cardLine({
                  slides: M.slideCount({ count: story.slideCount }),
                  scripts: scriptProgress(story),
                })}
              </Text>
              <Text size="sm" c="gray.7">
                {M.lastEditedOn({ date: formatEdited(story.lastEdited) })}
              </Text>
              <Text size="sm">{FM.scoreLine({ score: scoreText(story) ?? FM.notScored() })}</Text>
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
