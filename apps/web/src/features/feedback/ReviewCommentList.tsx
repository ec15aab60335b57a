import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FeedbackComment, HandinSlide } from '@dsb/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteComment, FEEDBACK_API_MESSAGES, updateComment } from './api';
import { ReviewAnswer } from './ReviewAnswer';
import { ReviewCommentField } from './ReviewCommentField';
import { commentLimit, commentThreads, formatWhen, targetLabel, type Thread } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { feedbackError } from './messages';

/** The id of a comment's card, for markers that move focus to it. */
export const commentCardId = (commentId: string) => `review-comment-${commentId}`;

/**
 * Every comment of the hand-in with its pupils' replies and done marks: the teacher edits (the
 * earlier texts stay, shown on demand) or deletes their own.
 */
export function ReviewCommentList({
  handinId,
  comments,
  slides,
  onChanged,
  onShow,
}: {
  handinId: string;
  comments: readonly FeedbackComment[];
  slides: readonly HandinSlide[];
  onChanged: () => Promise<unknown>;
  onShow: (comment: FeedbackComment) => void;
}) {
  const threads = commentThreads(comments, slides);
  return (
    <Stack gap="xs" component="section" aria-labelledby="review-comments-title">
      <Title order={3} size="h5" id="review-comments-title">
        {M.commentsTitle(threads.length)}
      </Title>
      {threads.length === 0 ? (
        <Text size="sm" c="gray.7">
          {M.commentsEmpty()}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {threads.map((thread) => (
            <CommentCard
              key={thread.comment.id}
              thread={thread}
              handinId={handinId}
              slides={slides}
              onChanged={onChanged}
              onShow={onShow}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CommentCard({
  thread: { comment, replies },
  handinId,
  slides,
  onChanged,
  onShow,
}: {
  thread: Thread;
  handinId: string;
  slides: readonly HandinSlide[];
  onChanged: () => Promise<unknown>;
  onShow: (comment: FeedbackComment) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (text: string) => updateComment(handinId, comment.id, { text }),
    onSuccess: async () => {
      await onChanged();
      setDraft(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteComment(handinId, comment.id),
    onSuccess: onChanged,
  });
  const label = targetLabel(comment, slides);
  const canShow = comment.target.kind !== 'story' && !comment.targetRemoved;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      id={commentCardId(comment.id)}
      tabIndex={-1}
      aria-label={label}
      data-testid="review-comment"
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          {canShow ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onShow(comment)}
              aria-label={M.goToTarget(label)}
            >
              {label}
            </Button>
          ) : (
            <Text size="xs" fw={600} c="gray.7">
              {label}
            </Text>
          )}
          <Group gap={4}>
            {comment.history.length > 0 && (
              <Badge variant="light" color="gray" size="sm">
                {M.edited()}
              </Badge>
            )}
            {comment.done && (
              <Badge variant="light" color="green" size="sm" leftSection={<IconCheck size={12} />}>
                {M.done()}
              </Badge>
            )}
          </Group>
        </Group>
        {draft === null ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
        ) : (
          <ReviewCommentField
            label={M.editLabel()}
            value={draft}
            onChange={setDraft}
            autoFocus
            error={save.isError ? feedbackError(save.error, FEEDBACK_API_MESSAGES.comment()) : null}
          />
        )}
        {historyOpen && (
          <Stack
            gap={2}
            ps="sm"
            style={{ borderInlineStart: '3px solid var(--mantine-color-gray-3)' }}
          >
            <Text size="xs" fw={600} c="gray.7">
              {M.historyTitle()}
            </Text>
            {comment.history.map((h) => (
              <div key={h.editedAt} data-testid="review-history-entry">
                <Text size="xs" c="gray.8" style={{ whiteSpace: 'pre-wrap' }}>
                  {h.text}
                </Text>
                <Text size="xs" c="gray.7">
                  {M.editedAt(formatWhen(h.editedAt))}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        {confirming ? (
          <Group gap="xs">
            <Text size="sm" role="alert">
              {M.deleteConfirm()}
            </Text>
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {M.delete()}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {M.cancel()}
            </Button>
          </Group>
        ) : draft !== null ? (
          <Group gap="xs">
            <Button
              size="xs"
              loading={save.isPending}
              disabled={commentLimit(draft).empty || commentLimit(draft).over}
              onClick={() => save.mutate(draft)}
            >
              {M.save()}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)}>
              {M.cancel()}
            </Button>
          </Group>
        ) : (
          <Group gap={4}>
            {comment.mine && (
              <Button size="compact-xs" variant="subtle" onClick={() => setDraft(comment.text)}>
                {M.edit()}
              </Button>
            )}
            {comment.mine && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
              >
                {M.delete()}
              </Button>
            )}
            {comment.history.length > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-expanded={historyOpen}
                onClick={() => setHistoryOpen((open) => !open)}
              >
                {historyOpen ? M.hideHistory() : M.showHistory()}
              </Button>
            )}
          </Group>
        )}
        {remove.isError && (
          <Text size="xs" c="red.9" role="alert">
            {feedbackError(remove.error, FEEDBACK_API_MESSAGES.deleteComment())}
          </Text>
        )}
        {replies.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            m={0}
            ps="sm"
            aria-label={M.replies(replies.length)}
            style={{
              listStyle: 'none',
              borderInlineStart: '3px solid var(--mantine-color-blue-2)',
            }}
          >
            {replies.map((reply) => (
              <li key={reply.id} data-testid="review-reply">
                <Text size="xs" fw={600} c="gray.7">
                  {M.reply(reply.authorName)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {reply.text}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {replies.some((r) => r.role === 'pupil') && (
          <ReviewAnswer
            handinId={handinId}
            comment={comment}
            answering={replies.at(-1)!}
            onChanged={onChanged}
          />
        )}
      </Stack>
    </Paper>
  );
}
