import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { LIVE_MESSAGES } from './messages';
import { replacedMessage, withMineBack, type ReplacedNotice } from './replacedNotices';
import type { LiveReplaced } from './storyModel';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

const NONE: readonly ReplacedNotice[] = [];
const never = () => () => {};

/**
 * Tells the pupil when another pupil's change, made at the same time, replaced theirs, with one
 * click to put theirs back (docs/product/group-work.md). Shown over the top of the canvas area, so
 * they never cover a tool; they stay until the pupil acts or dismisses them (no timer to race),
 * and a screen reader hears each as it comes.
 */
export function ReplacedNotices() {
  const replaced = useStory((s) => s.live?.replaced ?? null);
  const notices = useSyncExternalStore(
    replaced?.subscribe ?? never,
    replaced?.notices ?? (() => NONE),
  );
  const slides = useStory((s) => s.story?.slides ?? null);
  return (
    <Stack
      role="status"
      aria-live="polite"
      gap="xs"
      pos="absolute"
      top={8}
      w="min(420px, calc(100% - 16px))"
      // Centred by its inline margins: the same in both reading directions.
      style={{ insetInline: 0, marginInline: 'auto', zIndex: 250, pointerEvents: 'none' }}
      data-testid="replaced-notices"
    >
      {replaced &&
        slides &&
        notices.map((notice) => (
          <Notice key={notice.key} notice={notice} replaced={replaced} slides={slides} />
        ))}
    </Stack>
  );
}

function Notice(props: {
  notice: ReplacedNotice;
  replaced: LiveReplaced;
  slides: Parameters<typeof withMineBack>[0];
}) {
  const { notice, replaced, slides } = props;
  const canPutBack = withMineBack(slides, notice) !== null;
  const putBack = () => {
    const story = storyStore.getState().story;
    const back = story && withMineBack(story.slides, notice);
    if (back) storyStore.getState().updateSlide(back.slideIndex, { canvasState: back.canvasState });
    replaced.dismiss(notice.key);
  };
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      style={{ pointerEvents: 'auto' }}
      data-testid="replaced-notice"
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" style={{ flex: 1 }}>
          {replacedMessage(notice, slides)}
        </Text>
        <CloseButton
          size="sm"
          aria-label={LIVE_MESSAGES.dismissNotice}
          onClick={() => replaced.dismiss(notice.key)}
        />
      </Group>
      {canPutBack && (
        <Button size="compact-sm" variant="light" mt="xs" onClick={putBack}>
          {LIVE_MESSAGES.putMineBack}
        </Button>
      )}
    </Paper>
  );
}
