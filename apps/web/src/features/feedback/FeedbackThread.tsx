import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_COMMENT_LENGTH, type FeedbackComment } from '@dsb/core';
import { createComment, FEEDBACK_API_MESSAGES, feedbackKeys, updateComment } from './api';
import type { PlacedThread } from './feedbackModel';
import { useFeedbackPanel } from './pupilFeedback';
import { formatWhen, PUPIL_MESSAGES as M } from './pupilMessages';
import { feedbackError } from './messages';

/**
 * One teacher comment in the feedback panel: where it is pinned (a button that shows the point or
 * the sentence), its text and earlier texts, Mark done, and the replies with a Reply box.
 */
export function FeedbackThread({ thread, storyId }: { thread: PlacedThread; storyId: string }) {
  const { comment } = thread;
  const activeId = useFeedbackPanel((s) => s.activeId);
  const card = useRef<HTMLLIElement>(null);
  const active = activeId === comment.id;
  useEffect(() => {
    if (!active) return;
    card.current?.scrollIntoView({ block: 'nearest' });
    card.current?.focus({ preventScroll: true });
  }, [active]);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: feedbackKeys.story(storyId) });
  // The box shows the pupil's choice at once, until the server's answer is shown.
  const [checked, setChecked] = useState<boolean | null>(null);
  const done = useMutation({
    mutationFn: (value: boolean) => updateComment(comment.handinId, comment.id, { done: value }),
    onSuccess: refresh,
    onSettled: () => setChecked(null),
  });
  return (
    <Paper
      ref={card}
      tabIndex={-1}
      component="li"
      withBorder
      radius="md"
      p="sm"
      id={`feedback-comment-${comment.id}`}
      data-testid="feedback-comment"
      aria-label={thread.point ? M.marker(comment.number ?? 0, comment.text) : undefined}
      style={{
        outline: active ? '2px solid var(--mantine-color-blue-7)' : undefined,
        opacity: comment.done ? 0.85 : 1,
      }}
    >
      <Stack gap={6}>
        <Pinned thread={thread} />
        <CommentBody comment={comment} />
        {comment.role === 'teacher' && (
          <Checkbox
            label={M.markDone()}
            checked={checked ?? comment.done}
            onChange={(event) => {
              setChecked(event.currentTarget.checked);
              done.mutate(event.currentTarget.checked);
            }}
            disabled={done.isPending}
          />
        )}
        {done.isError && (
          <Text size="xs" c="red.9" role="alert">
            {feedbackError(done.error, FEEDBACK_API_MESSAGES.comment())}
          </Text>
        )}
        {thread.replies.length > 0 && (
          <Stack
            component="ul"
            gap={6}
            ps="sm"
            m={0}
            style={{
              listStyle: 'none',
              borderInlineStart: '2px solid var(--mantine-color-gray-3)',
            }}
          >
            {thread.replies.map((reply) => (
              <Box component="li" key={reply.id} data-testid="feedback-reply">
                <CommentBody comment={reply} />
              </Box>
            ))}
          </Stack>
        )}
        <ReplyBox comment={comment} onSent={refresh} />
      </Stack>
    </Paper>
  );
}

/** Where the comment is pinned; a button that goes to the slide and shows the spot. */
function Pinned({ thread }: { thread: PlacedThread }) {
  const [, setParams] = useSearchParams();
  const choose = useFeedbackPanel((s) => s.choose);
  const showSentence = useFeedbackPanel((s) => s.showSentence);
  const goTo = (index: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('slide', String(index));
        return next;
      },
      { replace: true },
    );
  if (thread.kind === 'story') return null;
  if (thread.removed)
    return (
      <Stack gap={2}>
        <Text size="xs" fw={600} c="orange.9">
          {M.onRemoved()}
        </Text>
        {thread.quote && (
          <Text size="xs" c="gray.7" fs="italic">
            {M.quoted(thread.quote ?? '')}
          </Text>
        )}
      </Stack>
    );
  const index = thread.slideIndex ?? 0;
  if (thread.kind === 'slide')
    return (
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        aria-label={M.showPoint(thread.comment.number ?? 0)}
        onClick={() => {
          goTo(index);
          choose(thread.comment.id);
        }}
      >
        {M.onPoint(thread.comment.number ?? 0)}
      </Button>
    );
  const span = thread.span;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="gray.7">
        {M.onSentence()}
      </Text>
      <UnstyledButton
        className="mantine-focus-auto"
        aria-label={M.showSentence(thread.quote ?? '')}
        data-testid="feedback-sentence"
        onClick={() => {
          goTo(index);
          if (span && thread.slideId) showSentence({ slideId: thread.slideId, ...span });
        }}
        style={{
          fontSize: 'var(--mantine-font-size-sm)',
          background: 'var(--mantine-color-yellow-1)',
          borderRadius: 4,
          padding: '2px 6px',
          textAlign: 'start',
        }}
      >
        {M.quoted(thread.quote ?? '')}
      </UnstyledButton>
    </Stack>
  );
}

function CommentBody({ comment }: { comment: FeedbackComment }) {
  const who = comment.mine ? M.you() : comment.authorName;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text size="xs" fw={700}>
          {who}
        </Text>
        <Text size="xs" c="gray.7">
          {formatWhen(comment.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Text>
      {comment.history.length > 0 && (
        <Box component="details" data-testid="feedback-history">
          <Box
            component="summary"
            style={{ cursor: 'pointer', fontSize: 12, color: 'var(--mantine-color-gray-7)' }}
          >
            {M.edited()}
          </Box>
          <Stack gap={4} mt={4} aria-label={M.editedHistory()}>
            {comment.history.map((old) => (
              <Text key={old.editedAt} size="xs" c="gray.7">
                {M.editedAt(formatWhen(old.editedAt))} {old.text}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function ReplyBox({
  comment,
  onSent,
}: {
  comment: FeedbackComment;
  onSent: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () =>
      createComment(comment.handinId, { target: comment.target, text, replyTo: comment.id }),
    onSuccess: async () => {
      await onSent();
      setText('');
      setOpen(false);
    },
  });
  if (!open)
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        {M.reply()}
      </Button>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!send.isPending) send.mutate();
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={M.replyLabel()}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={MAX_COMMENT_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          autoFocus
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text span size="xs" c="gray.7" aria-live="polite">
              {M.replyCount(text.length)}
            </Text>
          }
        />
        {send.isError && (
          <Alert color="red" role="alert" p="xs">
            {feedbackError(send.error, FEEDBACK_API_MESSAGES.comment())}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => setOpen(false)}
            disabled={send.isPending}
          >
            {M.cancel()}
          </Button>
          <Button type="submit" size="compact-sm" loading={send.isPending} disabled={!text.trim()}>
            {M.sendReply()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
