import { Button, EmptyState, Stack } from '@mantine/core';
import { IconArrowLeft, IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '../../app/shell/NotFoundPage';
import { ApiError } from '../../lib/http';
import { LoadingMessage } from '../../ui/LoadingMessage';
import { RetryAlert } from '../../ui/RetryAlert';
import { fetchClassView, linkKeys } from '../customLinks';
import { feedbackKeys, fetchHandin } from './api';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { ReviewWorkspace } from './ReviewWorkspace';
import { feedbackError } from './messages';

/** A refusal (not yours, not there) is not worth asking again; a failure is, once. */
const retry = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /class/{linkId}/review/{storyId}: the link owner's review of the story's latest hand-in, or
 * of the one named by ?handin= (docs/product/feedback.md, "The review screen"). Anyone else,
 * and a story or hand-in not of that link, gets the app's not-found state.
 */
export function ReviewPage() {
  const { linkId = '', storyId = '' } = useParams();
  const [params] = useSearchParams();
  const named = params.get('handin');
  // Without ?handin=, the class view names the story's latest hand-in.
  const classView = useQuery({
    queryKey: linkKeys.classView(linkId),
    queryFn: () => fetchClassView(linkId),
    enabled: !named,
    retry,
  });
  const listed = classView.data?.stories.find((s) => s.storyId === storyId);
  const handinId = named ?? listed?.handinId ?? null;
  const handin = useQuery({
    queryKey: feedbackKeys.handin(handinId ?? ''),
    queryFn: () => fetchHandin(handinId!),
    enabled: handinId !== null,
    retry,
  });

  const back = (
    <Button
      component={Link}
      to={`/links/${encodeURIComponent(linkId)}/class`}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
      style={{ alignSelf: 'flex-start' }}
    >
      {M.backToClass()}
    </Button>
  );
  const failed = classView.error ?? handin.error;
  if (isMissing(failed) || (classView.data && !listed)) return <NotFoundContent />;
  if (failed)
    return (
      <Stack maw={720} mx="auto" gap="md">
        {back}
        <RetryAlert
          message={feedbackError(failed, M.loadFailed())}
          retrying={classView.isFetching || handin.isFetching}
          onRetry={() => void (classView.isError ? classView.refetch() : handin.refetch())}
        />
      </Stack>
    );
  if (classView.data && listed && !listed.handinId)
    return (
      <Stack maw={720} mx="auto" gap="md">
        {back}
        <EmptyState icon={<IconInbox size={24} aria-hidden />} py="xl">
          <EmptyState.Title order={2}>{M.nothingHandedIn()}</EmptyState.Title>
          <EmptyState.Description c="gray.7">{M.nothingHandedInBody()}</EmptyState.Description>
        </EmptyState>
      </Stack>
    );
  if (!handin.data) return <LoadingMessage text={M.loading()} page />;
  // A hand-in of another story or link is not reviewed under this address.
  if (handin.data.linkId !== linkId || handin.data.storyId !== storyId) return <NotFoundContent />;
  return (
    <Stack maw={1400} mx="auto" gap="md">
      {back}
      <ReviewWorkspace key={handin.data.id} handin={handin.data} linkId={linkId} />
    </Stack>
  );
}
