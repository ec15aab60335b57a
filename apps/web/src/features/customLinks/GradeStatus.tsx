import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassStory } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { linkKeys, retryGrade } from './api';
import { storyAuthors } from './classFormat';
import { GradeStatusBadge } from './GradeStatusBadge';
import { LINK_API_MESSAGES, LINK_FEEDBACK_MESSAGES as FM } from './messages';

/**
 * A story's grade on its way to the course gradebook (docs/product/lti.md, "Grades"), and for
 * one the platform refused, "Send the grade again" (its tries start over).
 */
export function GradeStatus({ linkId, story }: { linkId: string; story: ClassStory }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryGrade(linkId, story.storyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKeys.classView(linkId) }),
  });
  if (!story.gradeStatus) return null;
  return (
    <Stack gap={4} align="flex-start">
      <GradeStatusBadge status={story.gradeStatus} />
      {story.gradeStatus === 'failed' && (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retry.isPending}
          onClick={() => retry.mutate()}
          aria-label={FM.gradeRetryFor({ pupil: storyAuthors(story) })}
          data-testid="grade-retry"
        >
          {FM.gradeRetry()}
        </Button>
      )}
      {retry.isError && (
        <Text size="xs" c="red.8" role="alert">
          {errorMessage(retry.error, LINK_API_MESSAGES.gradeRetry())}
        </Text>
      )}
    </Stack>
  );
}
