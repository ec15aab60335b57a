import { Button, EmptyState, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconDownload,
  IconLinkOff,
  IconTable,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/http';
import { classCsvUrl, fetchClassView, linkKeys, scoresCsvUrl } from './api';
import { linkCardFields } from './cardFields';
import { storyTitle } from './classFormat';
import { ClassStoryList } from './ClassStoryList';
import { ClassStoryViewer } from './ClassStoryViewer';
import { LINK_API_MESSAGES, LINK_FEEDBACK_MESSAGES as FM, linkMessages } from './messages';
import { NotStartedList } from './NotStartedList';
import { frameSafeDownload } from '../lti';
import { LoadingMessage } from '../../ui/LoadingMessage';
import { RetryAlert } from '../../ui/RetryAlert';

const CUSTOM_LINKS_PATH = '/?menu=custom-links';
const M = linkMessages.classView;

/**
 * /links/{id}/class: the stories pupils started through one of the user's links (issue #14), with
 * a read-only viewer (?story={id}) and the list as CSV. Another user's link is not found.
 */
export function ClassViewPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 36em)');
  const view = useQuery({
    queryKey: linkKeys.classView(id),
    queryFn: () => fetchClassView(id),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const storyId = params.get('story');
  const openStory = (next: string | null) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set('story', next);
        else out.delete('story');
        return out;
      },
      { replace: !next },
    );

  const back = (
    <Button
      component={Link}
      to={CUSTOM_LINKS_PATH}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
      style={{ alignSelf: 'flex-start' }}
    >
      {M.back()}
    </Button>
  );

  if (view.isPending) return <LoadingMessage text={M.loading()} page />;
  if (view.isError) {
    const missing =
      view.error instanceof ApiError && (view.error.status === 404 || view.error.status === 400);
    return (
      <Stack maw={720} mx="auto" gap="md">
        {back}
        {missing ? (
          <EmptyState icon={<IconLinkOff size={24} aria-hidden />} py="xl">
            <EmptyState.Title order={2}>{M.notFoundTitle()}</EmptyState.Title>
            <EmptyState.Description c="gray.7">{M.notFound()}</EmptyState.Description>
          </EmptyState>
        ) : (
          <RetryAlert
            message={errorMessage(view.error, LINK_API_MESSAGES.classView())}
            retrying={view.isFetching}
            onRetry={() => void view.refetch()}
          />
        )}
      </Stack>
    );
  }

  const { link, stories } = view.data;
  const notStarted = view.data.notStarted ?? [];
  const fields = linkCardFields(link, window.location.origin);
  const viewing = storyId ? stories.find((s) => s.storyId === storyId) : undefined;
  return (
    <Stack maw={1100} mx="auto" gap="md">
      {back}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {M.title({ name: fields.name })}
          </Title>
          <Text size="sm" c="gray.7">
            {fields.room
              ? M.detailsWithRoom({
                  trackingId: fields.trackingId,
                  prompt: fields.prompt,
                  room: fields.room,
                })
              : M.details({ trackingId: fields.trackingId, prompt: fields.prompt })}
          </Text>
          <Text size="sm" c="gray.7">
            {M.usage({ openings: fields.openings, pupils: fields.pupils })}
          </Text>
          <Text size="sm" c="gray.7">
            {FM.classSettings({ rubric: fields.rubric, review: fields.review })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component="a"
            href={classCsvUrl(link._id)}
            download
            onClick={frameSafeDownload}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {M.exportCsv()}
          </Button>
          <Button
            component="a"
            href={scoresCsvUrl(link._id)}
            download
            onClick={frameSafeDownload}
            variant="default"
            leftSection={<IconTable size={16} aria-hidden />}
          >
            {FM.downloadScores()}
          </Button>
        </Group>
      </Group>
      {stories.length === 0 ? (
        <EmptyState icon={<IconUsers size={24} aria-hidden />} py="xl">
          <EmptyState.Title order={3}>{M.noStories()}</EmptyState.Title>
          <EmptyState.Description c="gray.7">{M.noStoriesHint()}</EmptyState.Description>
        </EmptyState>
      ) : (
        <ClassStoryList linkId={link._id} stories={stories} onView={openStory} />
      )}
      <NotStartedList names={notStarted} />
      <Modal
        opened={storyId !== null}
        onClose={() => openStory(null)}
        title={
          <Text fw={700} size="lg" component="span">
            {storyTitle(viewing?.title)}
          </Text>
        }
        size="xl"
        fullScreen={phone}
        transitionProps={{ duration: 300 }}
      >
        {storyId && <ClassStoryViewer linkId={link._id} storyId={storyId} />}
      </Modal>
    </Stack>
  );
}
