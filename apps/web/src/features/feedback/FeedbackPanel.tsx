import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Divider,
  Group,
  Indicator,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import type { StoryFeedback } from '@dsb/core';
import { formatNumber } from '../../i18n';
import { doneCount, scoreRows, type PlacedThread } from './feedbackModel';
import { FeedbackThread } from './FeedbackThread';
import { HandInButton } from './HandInButton';
import { useFeedbackPanel, usePlacedFeedback, useStoryFeedback } from './pupilFeedback';
import { formatWhen, PUPIL_MESSAGES as M } from './pupilMessages';

export const FEEDBACK_PANEL_ID = 'feedback-panel';

/**
 * Opens and closes the feedback panel; shown once a hand-in of the story was returned. The
 * number is how many of the teacher's comments are not marked done yet.
 */
export function FeedbackToggle({
  storyId,
  compact = false,
}: {
  storyId: string | null;
  compact?: boolean;
}) {
  const feedback = useStoryFeedback(storyId);
  const { placed } = usePlacedFeedback(feedback.data?.returned ? storyId : null);
  const open = useFeedbackPanel((s) => s.open);
  const setOpen = useFeedbackPanel((s) => s.setOpen);
  if (!storyId || !feedback.data?.returned) return null;
  const { done, total } = doneCount(placed);
  const label = M.feedbackButton(total - done);
  const props = {
    'aria-expanded': open,
    'aria-controls': open ? FEEDBACK_PANEL_ID : undefined,
    'aria-label': label,
    onClick: () => setOpen(!open),
    'data-testid': 'feedback-toggle',
  };
  const icon = <IconMessage2 size={compact ? 20 : 16} aria-hidden />;
  if (compact)
    return (
      <Tooltip label={label}>
        <Indicator disabled={total - done === 0} color="orange.9" size={10} offset={4}>
          <ActionIcon variant={open ? 'filled' : 'light'} size="lg" {...props}>
            {icon}
          </ActionIcon>
        </Indicator>
      </Tooltip>
    );
  return (
    <Button
      variant={open ? 'filled' : 'light'}
      size="compact-md"
      leftSection={icon}
      rightSection={
        total - done > 0 ? (
          <Badge size="sm" circle color="orange.9" aria-hidden>
            {formatNumber(total - done)}
          </Badge>
        ) : undefined
      }
      {...props}
    >
      {M.feedback()}
    </Button>
  );
}

/**
 * The teacher's feedback on the latest returned hand-in (docs/product/feedback.md, "What a pupil
 * sees"): the scores, then the comments (the story's, then slide by slide, parts removed since
 * last), and Hand in again. A column beside the slide on a tablet or desktop, a sheet under it on
 * a phone (`sheet`); the markers over the slide show while it is open.
 */
export function FeedbackPanel({
  storyId,
  sheet = false,
}: {
  storyId: string | null;
  sheet?: boolean;
}) {
  const open = useFeedbackPanel((s) => s.open);
  const setOpen = useFeedbackPanel((s) => s.setOpen);
  const { feedback, placed, slides } = usePlacedFeedback(open ? storyId : null);
  if (!open || !storyId || !feedback?.returned) return null;
  const { done, total } = doneCount(placed);
  const groups = groupByPlace(placed, slides);
  return (
    <Stack
      component="aside"
      id={FEEDBACK_PANEL_ID}
      aria-label={M.feedback()}
      gap="sm"
      p="md"
      data-testid="feedback-panel"
      style={{
        overflowY: 'auto',
        flexShrink: 0,
        ...(sheet
          ? { height: '42dvh', borderTop: '1px solid var(--mantine-color-gray-3)' }
          : { width: 320, borderInlineStart: '1px solid var(--mantine-color-gray-3)' }),
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {M.feedback()}
        </Title>
        <CloseButton aria-label={M.closeFeedback()} onClick={() => setOpen(false)} />
      </Group>
      <Text size="sm">
        {M.returnedOn(
          feedback.teacherName ?? '',
          feedback.returned.version,
          formatWhen(feedback.returned.returnedAt ?? feedback.returned.handedInAt),
        )}
      </Text>
      {total > 0 && (
        <Text size="xs" c="gray.7" data-testid="feedback-done-count">
          {M.doneCount(done, total)}
        </Text>
      )}
      <Scores feedback={feedback} />
      {placed.length === 0 && <Text size="sm">{M.noComments()}</Text>}
      {groups.map((group) => (
        <Stack key={group.key} gap={6}>
          <Title order={3} size="h6">
            {group.heading}
          </Title>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.threads.map((thread) => (
              <FeedbackThread key={thread.comment.id} thread={thread} storyId={storyId} />
            ))}
          </Stack>
        </Stack>
      ))}
      <Divider />
      <Text size="sm">{M.handInAgainHelp()}</Text>
      <Group>
        <HandInButton storyId={storyId} />
      </Group>
    </Stack>
  );
}

type Group_ = { key: string; heading: string; threads: PlacedThread[] };

/** The threads under a heading each: the story, each slide, parts removed (already in order). */
function groupByPlace(placed: PlacedThread[], slides: ReadonlyArray<{ title: string }>): Group_[] {
  const groups: Group_[] = [];
  for (const thread of placed) {
    const key = thread.removed
      ? 'removed'
      : thread.slideIndex === null
        ? 'story'
        : `slide-${thread.slideIndex}`;
    let group = groups.at(-1);
    if (group?.key !== key) {
      const heading =
        key === 'removed'
          ? M.removedHeading()
          : key === 'story'
            ? M.storyComments()
            : M.slideHeading(
                thread.slideIndex! + 1,
                slides[thread.slideIndex!]?.title || M.untitledSlide(),
              );
      group = { key, heading, threads: [] };
      groups.push(group);
    }
    group.threads.push(thread);
  }
  return groups;
}

function Scores({ feedback }: { feedback: StoryFeedback }) {
  const rows = scoreRows(feedback.rubric, feedback.scores);
  if (!feedback.rubric || rows.length === 0) return null;
  return (
    <Stack gap={4} data-testid="feedback-scores">
      <Title order={3} size="h6">
        {M.scoresHeading()}
      </Title>
      <Text size="xs" c="gray.7">
        {M.rubricName(feedback.rubric.name)}
      </Text>
      <Table withTableBorder fz="sm" verticalSpacing={4} horizontalSpacing="xs">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.criterionId}>
              <Table.Th scope="row" style={{ verticalAlign: 'top', width: '40%' }}>
                {row.name}
              </Table.Th>
              <Table.Td>
                {row.level === null ? (
                  <Text size="sm" c="gray.7">
                    {M.notScored()}
                  </Text>
                ) : (
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {M.criterionScore(row.points ?? 0, row.maxPoints)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {row.description || M.criterionLevel(row.level)}
                    </Text>
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {feedback.scores && (
        <Text size="sm" fw={700} data-testid="feedback-total">
          {M.total(feedback.scores.total, feedback.scores.maxTotal)}
        </Text>
      )}
    </Stack>
  );
}
