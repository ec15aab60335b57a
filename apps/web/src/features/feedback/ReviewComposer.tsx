import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CommentTarget, HandinSlide } from '@dsb/core';
import { useMutation } from '@tanstack/react-query';
import type { Ref } from 'react';
import { createComment, FEEDBACK_API_MESSAGES } from './api';
import { ReviewCommentField } from './ReviewCommentField';
import { commentLimit, draftLabel } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { feedbackError } from './messages';

/**
 * The comment being written and what it is pinned to: a point, a sentence (chosen on the slide
 * or its script) or the whole story.
 */
export function ReviewComposer({
  handinId,
  slides,
  target,
  text,
  onText,
  onStoryInstead,
  onAdded,
  textareaRef,
}: {
  handinId: string;
  slides: readonly HandinSlide[];
  target: CommentTarget;
  text: string;
  onText: (text: string) => void;
  onStoryInstead: () => void;
  onAdded: () => Promise<unknown>;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const add = useMutation({
    mutationFn: () => createComment(handinId, { target, text }),
    onSuccess: async () => {
      onText('');
      await onAdded();
    },
  });
  const limit = commentLimit(text);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby="review-composer-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!limit.empty && !limit.over) add.mutate();
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5" id="review-composer-title">
            {M.composerTitle()}
          </Title>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={600} data-testid="review-target" aria-live="polite">
              {draftLabel(target, slides)}
            </Text>
            {target.kind !== 'story' && (
              <Button size="compact-xs" variant="subtle" onClick={onStoryInstead}>
                {M.onStoryInstead()}
              </Button>
            )}
          </Group>
          <ReviewCommentField
            label={M.commentLabel()}
            placeholder={M.commentPlaceholder()}
            value={text}
            onChange={(value) => {
              add.reset();
              onText(value);
            }}
            textareaRef={textareaRef}
            error={add.isError ? feedbackError(add.error, FEEDBACK_API_MESSAGES.comment()) : null}
            testId="review-comment-box"
          />
          <Button
            type="submit"
            style={{ alignSelf: 'flex-start' }}
            loading={add.isPending}
            disabled={limit.empty || limit.over}
          >
            {M.addComment()}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
