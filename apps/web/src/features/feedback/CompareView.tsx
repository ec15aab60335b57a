import {
  Badge,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMinus, IconPencil, IconPlus } from '@tabler/icons-react';
import {
  compareVersions,
  type HandinDetail,
  type HandinSlide,
  type SlideComparison,
  type WordChange,
} from '@dsb/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RetryAlert } from '../../ui/RetryAlert';
import { SlideImage } from '../customLinks';
import { feedbackKeys, fetchHandin } from './api';
import { changedSlides } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import classes from './review.module.css';
import { feedbackError } from './messages';

/** Each slide's mark: its words (looked up when shown, in the interface language) and colour. */
const STATUS = {
  added: { label: M.slideAdded, color: 'green', icon: <IconPlus size={12} aria-hidden /> },
  removed: { label: M.slideRemoved, color: 'red', icon: <IconMinus size={12} aria-hidden /> },
  changed: { label: M.slideChanged, color: 'orange', icon: <IconPencil size={12} aria-hidden /> },
  same: { label: M.slideSame, color: 'gray', icon: null },
} as const;

/**
 * Version N beside version N-1 (docs/product/feedback.md, "Comparing versions"): each slide's
 * pictures side by side, marked added, removed or changed in words as well as colour, and the
 * script's changes word by word (added underlined, removed struck through, both named for
 * screen readers).
 */
export function CompareView({ handin, previousId }: { handin: HandinDetail; previousId: string }) {
  const previous = useQuery({
    queryKey: feedbackKeys.handin(previousId),
    queryFn: () => fetchHandin(previousId),
  });
  const compared = useMemo(
    () => (previous.data ? compareVersions(previous.data.slides, handin.slides) : []),
    [previous.data, handin.slides],
  );

  if (previous.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={M.loading()} />
      </Center>
    );
  if (previous.isError)
    return (
      <RetryAlert
        message={feedbackError(previous.error, M.compareLoadFailed())}
        retrying={previous.isFetching}
        onRetry={() => void previous.refetch()}
      />
    );

  const older = previous.data;
  const olderById = new Map(older.slides.map((s) => [s.id, s]));
  const newerById = new Map(handin.slides.map((s) => [s.id, s]));
  return (
    <Stack gap="md" component="section" aria-labelledby="review-compare-title">
      <Stack gap={2}>
        <Title order={3} id="review-compare-title">
          {M.compareTitle(older.version, handin.version)}
        </Title>
        <Text size="sm" c="gray.7">
          {M.changedCount(changedSlides(compared))} {M.compareHelp()}
        </Text>
      </Stack>
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {compared.map((slide) => (
          <ComparedSlide
            key={slide.slideId}
            slide={slide}
            older={olderById.get(slide.slideId)}
            newer={newerById.get(slide.slideId)}
            olderVersion={older.version}
            newerVersion={handin.version}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function ComparedSlide({
  slide,
  older,
  newer,
  olderVersion,
  newerVersion,
}: {
  slide: SlideComparison;
  older: HandinSlide | undefined;
  newer: HandinSlide | undefined;
  olderVersion: number;
  newerVersion: number;
}) {
  const status = STATUS[slide.status];
  const title = slide.title || M.untitledSlide();
  const side = (version: number, shown: HandinSlide | undefined) => (
    <Stack gap={4} align="flex-start">
      <Text size="xs" fw={600} c="gray.7">
        {M.versionSide(version)}
      </Text>
      {shown ? (
        <SlideImage
          previewImage={shown.previewImage}
          canvasState={shown.canvasState}
          label={M.versionSlide(version, title)}
          width={150}
        />
      ) : (
        <Text size="sm" c="gray.7" fs="italic">
          {M.noSlideHere()}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="compare-slide"
      data-status={slide.status}
      style={
        slide.status === 'same'
          ? undefined
          : { borderInlineStart: `4px solid var(--mantine-color-${status.color}-7)` }
      }
    >
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {title}{' '}
          <Badge variant="light" color={status.color} leftSection={status.icon} ms={4}>
            {status.label()}
          </Badge>
        </Text>
        <SimpleGrid cols={2} spacing="sm" maw={360}>
          {side(olderVersion, older)}
          {side(newerVersion, newer)}
        </SimpleGrid>
        {slide.status === 'changed' && slide.canvasChanged && (
          <Text size="xs" c="gray.8">
            {M.canvasChanged()}
          </Text>
        )}
        <Text
          size="sm"
          lh={1.7}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="compare-script"
        >
          {slide.words.map((word, i) => (
            <Word key={i} word={word} />
          ))}
        </Text>
      </Stack>
    </Paper>
  );
}

function Word({ word }: { word: WordChange }) {
  if (word.change === 'same') return <>{word.text}</>;
  const Tag = word.change === 'added' ? 'ins' : 'del';
  // The spaces around a changed word stay outside its mark, so only the words are underlined.
  const [, before, words, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(word.text) ?? [
    '',
    '',
    word.text,
    '',
  ];
  return (
    <>
      {before}
      <Tag className={word.change === 'added' ? classes.added : classes.removed}>
        <VisuallyHidden>
          {word.change === 'added' ? M.addedText() : M.removedText()}{' '}
        </VisuallyHidden>
        {words}
        <VisuallyHidden> {M.endChange()}</VisuallyHidden>
      </Tag>
      {after}
    </>
  );
}
