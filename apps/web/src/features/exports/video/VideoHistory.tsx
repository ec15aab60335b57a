import { Alert, Anchor, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { VIDEO_MESSAGES, formatVideoDuration, type VideoRecord } from '@dsb/core';
import { useState } from 'react';
import { formatDateTime } from '../../../i18n';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useCaptionsLanguage } from '../../speech';
import { exportMessages, videoText } from '../messages';
import { useDeleteVideo, useVideoHistory } from './useVideoHistory';

const text = exportMessages.video.history;

/** The 'Video History (N)' tab: the story's videos with duration, watch, open and delete. */
export function VideoHistory({ storyId }: { storyId: string | null }) {
  const history = useVideoHistory(storyId);
  const [deleting, setDeleting] = useState<VideoRecord | null>(null);

  if (storyId === null) return <Text c="dimmed">{text.unsaved()}</Text>;
  if (history.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{text.loading()}</Text>
      </Group>
    );
  }
  if (history.isError) {
    return (
      <RetryAlert
        message={text.loadFailed()}
        retryLabel={exportMessages.tryAgain()}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">{text.empty()}</Text>;

  return (
    <Stack gap="sm" role="list" aria-label={text.listAria()}>
      {history.data.map((video) => (
        <VideoItem key={video._id} video={video} onDelete={() => setDeleting(video)} />
      ))}
      <DeleteVideoModal storyId={storyId} video={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function VideoItem({ video, onDelete }: { video: VideoRecord; onDelete: () => void }) {
  const [watching, setWatching] = useState(false);
  const captions = useCaptionsLanguage(video.voice);
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
              <span data-testid="video-duration">
                {videoText(formatVideoDuration(video.duration))}
              </span>
              {' · '}
              {text.voiceName({ voice: video.voice })}
              {' · '}
              {Number.isNaN(created.getTime()) ? '' : formatDateTime(created)}
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
              {watching ? text.hide() : text.watch()}
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
              {exportMessages.video.openVideo()}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              aria-label={text.deleteAria({ title: video.title })}
            >
              {text.delete()}
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
              <track
                kind="captions"
                src={video.captionsUrl}
                srcLang={captions.lang}
                label={captions.name}
                default
              />
            )}
            <Anchor href={video.url}>{text.download()}</Anchor>
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
    <Modal opened={video !== null} onClose={close} title={text.deleteTitle()} centered zIndex={400}>
      {video && (
        <Stack gap="md">
          <Text>{text.deleteQuestion()}</Text>
          <Text fw={600}>{video.title}</Text>
          {remove.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {videoText(VIDEO_MESSAGES.deleteFailed)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {exportMessages.cancel()}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(video, { onSuccess: close })}
            >
              {text.delete()}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
