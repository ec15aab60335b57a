import { Alert, Anchor, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { VIDEO_MESSAGES, formatVideoDuration, type VideoRecord } from '@dsb/core';
import { useState } from 'react';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useDeleteVideo, useVideoHistory } from './useVideoHistory';

export const VIDEO_HISTORY_TEXT = {
  loading: 'Loading videos...',
  empty: 'No videos yet. Make one in the Preview & Generate tab.',
  loadFailed: 'The videos could not be loaded.',
  unsaved: 'Videos appear here once the story is saved.',
} as const;

/** The 'Video History (N)' tab: the story's videos with duration, watch, open and delete. */
export function VideoHistory({ storyId }: { storyId: string | null }) {
  const history = useVideoHistory(storyId);
  const [deleting, setDeleting] = useState<VideoRecord | null>(null);

  if (storyId === null) return <Text c="dimmed">{VIDEO_HISTORY_TEXT.unsaved}</Text>;
  if (history.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{VIDEO_HISTORY_TEXT.loading}</Text>
      </Group>
    );
  }
  if (history.isError) {
    return (
      <RetryAlert
        message={VIDEO_HISTORY_TEXT.loadFailed}
        retryLabel="Try again"
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">{VIDEO_HISTORY_TEXT.empty}</Text>;

  return (
    <Stack gap="sm" role="list" aria-label="Videos">
      {history.data.map((video) => (
        <VideoItem key={video._id} video={video} onDelete={() => setDeleting(video)} />
      ))}
      <DeleteVideoModal storyId={storyId} video={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function VideoItem({ video, onDelete }: { video: VideoRecord; onDelete: () => void }) {
  const [watching, setWatching] = useState(false);
  const created = new Date(video.createdAt);
  return (
    <Paper withBorder p="sm" role="listitem" data-testid="video-item">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600} truncate="end">
              {video.title}
            </Text>
            <Text size="sm" c="dimmed">
              <span data-testid="video-duration">{formatVideoDuration(video.duration)}</span>
              {' · '}
              {video.voice} voice
              {' · '}
              {Number.isNaN(created.getTime()) ? '' : created.toLocaleString()}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              aria-expanded={watching}
              onClick={() => setWatching((on) => !on)}
            >
              {watching ? 'Hide' : 'Watch'}
            </Button>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={video.url}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              Open Video
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              aria-label={`Delete ${video.title}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
        {watching && (
          <video
            controls
            preload="metadata"
            src={video.url}
            style={{ width: '100%', maxHeight: 420, background: '#000' }}
            aria-label={video.title}
            data-testid="video-player"
          >
            {video.captionsUrl && (
              <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
            )}
            <Anchor href={video.url}>Download the video</Anchor>
          </video>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Deleting a video asks first; a failure says 'Failed to delete the video. Please try again.'
 * (docs/product/video.md).
 */
function DeleteVideoModal({
  storyId,
  video,
  onClose,
}: {
  storyId: string;
  video: VideoRecord | null;
  onClose: () => void;
}) {
  const remove = useDeleteVideo(storyId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={video !== null} onClose={close} title="Delete video" centered zIndex={400}>
      {video && (
        <Stack gap="md">
          <Text>Are you sure you want to delete this video? This cannot be undone.</Text>
          <Text fw={600}>{video.title}</Text>
          {remove.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {VIDEO_MESSAGES.deleteFailed}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(video, { onSuccess: close })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
