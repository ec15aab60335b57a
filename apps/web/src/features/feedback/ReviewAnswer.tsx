import { Button, Group, Stack } from '@mantine/core';
import type { FeedbackComment } from '@dsb/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createComment, FEEDBACK_API_MESSAGES } from './api';
import { ReviewCommentField } from './ReviewCommentField';
import { commentLimit } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { feedbackError } from './messages';

/**
 * The teacher's answer to a pupil's reply: a comment on the same place that replies to the last
 * message of the conversation, so it shows under it for both.
 */
export function ReviewAnswer({
  handinId,
  comment,
  answering,
  onChanged,
}: {
  handinId: string;
  comment: FeedbackComment;
  /** The message answered: the conversation's latest. */
  answering: FeedbackComment;
  onChanged: () => Promise<unknown>;
}) {
  const [text, setText] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: string) =>
      createComment(handinId, { target: comment.target, text: body, replyTo: answering.id }),
    onSuccess: async () => {
      await onChanged();
      setText(null);
    },
  });
  if (text === null)
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setText('')}
      >
        {M.answer()}
      </Button>
    );
  const limit = commentLimit(text);
  return (
    <Stack gap={4}>
      <ReviewCommentField
        label={M.answerLabel(answering.authorName)}
        value={text}
        onChange={(value) => {
          send.reset();
          setText(value);
        }}
        autoFocus
        error={send.isError ? feedbackError(send.error, FEEDBACK_API_MESSAGES.comment()) : null}
      />
      <Group gap="xs">
        <Button
          size="xs"
          loading={send.isPending}
          disabled={limit.empty || limit.over}
          onClick={() => send.mutate(text)}
        >
          {M.sendAnswer()}
        </Button>
        <Button size="xs" variant="default" onClick={() => setText(null)}>
          {M.cancel()}
        </Button>
      </Group>
    </Stack>
  );
}
